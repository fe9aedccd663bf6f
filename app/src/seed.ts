import { featureKeys, withoutAccents } from '@gym/contracts';
import { getAccountByCode } from '@gym/projection-service';
import {
  createOrUpdateAccount,
  registerOperator,
  saveStudent,
  seedCheckoutPlans,
  seedExercisesAndRecords,
  seedDemoRoutine,
  seedCourses,
  seedMemberAppBanner,
  type Services,
} from '@gym/command-service';

export const demo = {
  accountCode: 'demo',
  admin: { email: 'admin@demo.com.br', password: 'demo12345' },
  operator: { email: 'operador@plataforma.com.br', password: 'operador123' },
} as const;

const sampleStudents = [
  ['Ana', 'Souza', 'Feminino'],
  ['Bruno', 'Lima', 'Masculino'],
  ['Carla', 'Mendes', 'Feminino'],
  ['Diego', 'Oliveira', 'Masculino'],
  ['Fernanda', 'Araújo', 'Feminino'],
] as const;

/**
 * First start only: a platform operator and a demo gym with its owner and a few students, created
 * through the same commands a user would run, so the log tells how the demo came to be.
 */
export async function seedIfEmpty(svc: Services): Promise<boolean> {
  if ((await svc.eventStore.headPosition()) > 0) return false;
  await registerOperator(svc, { name: 'Operador Plataforma', ...demo.operator });
  const { accountId, position } = await createOrUpdateAccount(svc, 'seed', 'seed', {
    name: 'Academia Demo',
    code: demo.accountCode,
    accountType: 'gym',
    // Every feature, so every capability shows on `npm start` (issue 35 item 11; the server gates by feature, item 19).
    features: [...featureKeys],
    owner: { name: 'Admin', lastName: 'Demo', ...demo.admin },
  });
  await svc.readModelsReached(position);
  const actor = { accountId, userId: null, correlationId: 'seed' };
  for (const [name, lastName, gender] of sampleStudents) {
    const email = `${name.toLowerCase()}.${withoutAccents(lastName).toLowerCase()}@exemplo.com.br`;
    await saveStudent(svc, actor, { name, lastName, email, gender, status: 'ativo', origin: 'panel' });
  }
  await svc.readModelsReached(await seedCheckoutPlans(svc, actor));
  await svc.readModelsReached(await svc.eventStore.headPosition(), 10_000);
  await seedExercisesAndRecords(svc, actor);
  await svc.readModelsReached(await seedDemoRoutine(svc, actor), 10_000);
  await seedCourses(svc, actor);
  await seedMemberAppBanner(svc, actor);
  return (await getAccountByCode(svc.documents, demo.accountCode)) !== null;
}
