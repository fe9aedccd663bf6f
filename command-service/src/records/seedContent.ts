import type { StudentDoc } from '@gym/contracts';
import { STUDENTS } from '@gym/projection-service';
import { setPersonalRecord } from './personalRecordHandlers.ts';
import type { Actor, Services } from '../services.ts';
import { ensureStarterExercises, setExercise } from '../exercises/exerciseHandlers.ts';

const demoExercises = [
  {
    name: 'Agachamento sumô com kettlebell',
    description:
      'Pés afastados e pontas para fora; desça com o kettlebell entre as pernas e suba contraindo os glúteos.',
    muscleGroups: ['Glúteos', 'Adutores', 'Quadríceps'],
    equipment: ['Kettlebell'],
    recordEnabled: true,
    exerciseType: 'carga',
  },
  {
    name: 'Circuito funcional da casa',
    description: '3 voltas de 10 burpees, 15 swings e 20 abdominais, com 1 minuto de descanso entre as voltas.',
    muscleGroups: ['Corpo inteiro'],
    equipment: ['Kettlebell', 'Colchonete'],
    recordEnabled: true,
    exerciseType: 'tempo',
  },
  {
    name: 'Mobilidade de quadril 90/90',
    description: 'Sentado em 90/90, gire o tronco sobre cada perna por 30 segundos.',
    muscleGroups: ['Quadril'],
    equipment: ['Colchonete'],
    recordEnabled: false,
  },
];

/** The demo gym's content (issue 19): a few exercises of its own and personal records of two students. */
export async function seedExercisesAndRecords(svc: Services, actor: Actor): Promise<void> {
  await ensureStarterExercises(svc);
  let position = 0;
  for (const exercise of demoExercises)
    position = Math.max(position, (await setExercise(svc, actor, exercise)).position);
  await svc.readModelsReached(position, 10_000);
  const students = await svc.documents
    .collection<StudentDoc>(STUDENTS)
    .find({ accountId: actor.accountId, rule: 'student' }, { sort: [['sortName', 1]], limit: 2 });
  // Dates a few weeks apart up to a week ago, on the server's clock (tests run it in the past).
  const daysAgo = (days: number) => new Date(svc.clock.now().getTime() - days * 86_400_000).toISOString().slice(0, 10);
  for (const [i, student] of students.entries()) {
    for (const [exerciseId, values] of [
      ['starter-supino-reto', [40, 45, 50]],
      ['starter-agachamento-livre', [60, 70]],
      ['starter-prancha', [45, 60]],
    ] as const) {
      for (const [n, value] of values.entries()) {
        await setPersonalRecord(svc, actor, student.id, 'staff', {
          exerciseId,
          value: value + i * 5,
          recordedOn: daysAgo(7 + (values.length - 1 - n) * 30),
        });
      }
    }
  }
}
