import type { Actor, Services } from '../services.ts';
import { saveWorkoutRoutine } from './workoutRoutineHandlers.ts';

/** The demo gym's published routine (issue 19): two groups of blocks made of starter exercises. */
export const demoRoutineName = 'Hipertrofia iniciante A/B';

const entry = (exerciseId: string, series: string, reps: string, weight = '', restTime = '60s', notes = '') => ({
  exerciseId,
  series,
  reps,
  weight,
  restTime,
  notes,
});

export async function seedDemoRoutine(svc: Services, actor: Actor): Promise<number> {
  const saved = await saveWorkoutRoutine(svc, actor, {
    name: demoRoutineName,
    weekDayIds: [1, 3, 5],
    commentEnable: true,
    workoutGroups: [
      {
        name: 'Treino A - Peito e pernas',
        description: 'Faça o aquecimento antes e respeite o descanso entre as séries.',
        workouts: [
          { name: 'Aquecimento', description: '5 minutos de bicicleta em ritmo leve.' },
          {
            name: 'Principal',
            exerciseWorkouts: [
              entry('starter-supino-reto', '3', '12', '20kg', '60s', 'Desça a barra até o peito, sem quicar.'),
              entry('starter-agachamento-livre', '4', '10', '30kg', '90s'),
            ],
          },
        ],
      },
      {
        name: 'Treino B - Costas e core',
        workouts: [
          {
            name: 'Principal',
            exerciseWorkouts: [entry('starter-prancha', '3', '1', '', '45s', 'Segure 30 a 45 segundos.')],
          },
        ],
      },
    ],
  });
  return saved.position;
}
