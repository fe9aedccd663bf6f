import { useEffect, useState } from 'react';
import { memberContentMessages as w } from '@gym/contracts/memberApp/contentMessages';
import { saoPauloNow } from './logic';
import { loadWorkouts, opening, savedWorkouts } from './workoutsData';
import { workoutsOn, type Routine } from './workoutsLogic';

/** Início's 'Treino de hoje' block (issue 25): today's group of each routine, opening it in Treinos. */
export function TodaysWorkout({ onOpen }: { onOpen: () => void }) {
  const [routines, setRoutines] = useState<Routine[] | null>(savedWorkouts()?.routines ?? null);
  useEffect(() => {
    loadWorkouts()
      .then(({ data }) => setRoutines(data.routines))
      .catch(() => {});
  }, []);
  const today = workoutsOn(routines ?? [], saoPauloNow(new Date()).today);
  return (
    <div className="card" data-testid="todays-workout">
      <h2>{w.todaysWorkout}</h2>
      {today.length === 0 ? <p className="muted">{w.noWorkoutToday}</p> : null}
      <ul className="list">
        {today.map(({ routine, group }) => (
          <li key={routine.id} className="row">
            <span>
              <strong>{group.name}</strong>
              <br />
              <span className="muted">{routine.name}</span>
            </span>
            <button
              type="button"
              className="secondary"
              onClick={() => {
                opening.routineId = routine.id;
                opening.groupId = group.id;
                onOpen();
              }}
            >
              {w.openWorkout}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
