import type { StudentDoc } from '@gym/contracts';
import { STUDENTS } from '@gym/projection-service';
import { hashPassword } from '../auth/passwords.ts';
import { DEMO_OVERDUE_EMAIL } from '../billing/seedBillingDemo.ts';
import type { Services } from '../services.ts';
import { saveWorkoutRoutine } from '../workoutRoutines/workoutRoutineHandlers.ts';

/** The demo member's app password (printed by `npm start`; the demo only). */
export const DEMO_MEMBER_PASSWORD = 'aluno12345';

/** The routine aimed at the demo member, every day, so the app's Treinos and 'Treino de hoje' show it. */
export const demoMemberRoutineName = 'Treino do Bruno - corpo inteiro';

/**
 * The member app's demo (issue 25 item 2): Bruno Lima, whose card payment the billing demo leaves overdue, gets an
 * app password, so `npm start` shows paying an overdue payment in the app (Plano), and a routine of his own (Treinos,
 * a record entered in place, 'Avaliar treino'). Only when he has no login yet.
 */
export async function seedMemberAppDemo(svc: Services, accountId: string): Promise<boolean> {
  const [student] = await svc.documents
    .collection<StudentDoc>(STUDENTS)
    .find({ accountId, email: DEMO_OVERDUE_EMAIL }, { limit: 1 });
  if (!student || (await svc.credentials.get(accountId, DEMO_OVERDUE_EMAIL))) return false;
  await svc.credentials.put({
    scope: accountId,
    email: DEMO_OVERDUE_EMAIL,
    userId: student.id,
    passwordHash: await hashPassword(DEMO_MEMBER_PASSWORD),
    updatedAt: svc.clock.now().toISOString(),
  });
  await saveWorkoutRoutine(
    svc,
    { accountId, userId: null, correlationId: 'seed' },
    {
      name: demoMemberRoutineName,
      target: 'users',
      usersTargetIds: [student.id],
      commentEnable: true,
      workoutGroups: [
        {
          name: 'Treino A - Corpo inteiro',
          workouts: [
            {
              name: 'Principal',
              exerciseWorkouts: [
                { exerciseId: 'starter-agachamento-livre', series: '4', reps: '10', weight: '30kg', restTime: '90s' },
                { exerciseId: 'starter-supino-reto', series: '3', reps: '12', weight: '20kg', restTime: '60s' },
                {
                  exerciseId: 'starter-prancha',
                  series: '3',
                  reps: '1',
                  restTime: '45s',
                  notes: 'Segure 30 segundos.',
                },
              ],
            },
          ],
        },
      ],
    },
  );
  return true;
}
