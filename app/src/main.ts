import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demo } from './seed.ts';
import { startServer } from './server.ts';
import { getAccountByCode } from '@gym/projection-service';
import {
  createLogger,
  demoCheckoutPath,
  installProcessGuards,
  logFunction,
  seedBillingDemo,
  seedMemberAppDemo,
  DEMO_MEMBER_PASSWORD,
  seedAccountPlan,
  seedDashboardDemo,
  seedPlanLimitsDemo,
  seedReviewsAndMessagesDemo,
  seedPointsRulesDemo,
} from '@gym/command-service';

const logger = createLogger();
installProcessGuards({
  error: logFunction(logger, 'error'),
  fatal: (message, error) => logger.fatal({ err: error }, message),
});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, 'data'));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const isOff = (value: string | undefined) => value === 'false' || value === '0';

const server = await startServer({
  dataDir,
  port,
  host,
  seed: true,
  adminUiDir: path.join(root, 'admin-ui/dist'),
  checkoutUiDir: path.join(root, 'checkout-ui/dist'),
  memberAppDir: path.join(root, 'member-app/dist'),
  introspection: process.env.NODE_ENV === 'development',
  // The distributed setup runs these on their own (projection-service/src/main.ts, campaign-engine/src/main.ts).
  runProjections: !isOff(process.env.RUN_PROJECTIONS),
  runCampaignEngine: !isOff(process.env.RUN_CAMPAIGN_ENGINE),
  logger,
});

const base = `http://localhost:${port}`;
const demoAccount = await getAccountByCode(server.services.documents, demo.accountCode);
/** The demo gym's activity beyond the shared seed, on a first start only (the tests' seed leaves it out). */
async function seedDemoActivity(accountId: string) {
  // The automatic points rules on (issue 22) before the activity, so its check-ins and plans sold grant points.
  await seedPointsRulesDemo(server.services, { accountId, userId: null, correlationId: 'seed' });
  // Check-ins and plans sold for the dashboard; before the overdue payment below, which (rightly) refuses that
  // student's check-ins.
  await seedDashboardDemo(server.services, { accountId, userId: null, correlationId: 'seed' });
  // Issue 34: Ana Souza on a 2-per-week plan, Carla Mendes on a 10 check-in pack (Bruno Lima, below, overdue).
  await seedPlanLimitsDemo(server.services, { accountId, userId: null, correlationId: 'seed' });
  // Reviews with a rating history and an answer, and inbox threads with an unread reply (issue 22 items 3 and 4).
  await seedReviewsAndMessagesDemo(server.services, { accountId, userId: null, correlationId: 'seed' });
  // Recurring billing's demo (issue 24): a student with an overdue card payment.
  await seedBillingDemo(server.services, accountId);
  // The member app's demo (issue 25): Bruno signs in to the app and pays that payment in Plano.
  await seedMemberAppDemo(server.services, accountId);
  // The demo gym subscribed to an account plan, with its first invoice (issue 23). Here and not in the shared seed,
  // so the tests' demo gym starts without a plan.
  await seedAccountPlan(server.services, accountId);
}
// A seeding step that throws stops npm start with its error: the process guards would otherwise keep a half-seeded
// server running without its banner.
if (server.seeded && demoAccount) {
  try {
    await seedDemoActivity(demoAccount.id);
  } catch (error) {
    logger.fatal({ err: error }, 'seeding the demo gym failed');
    await server.close();
    process.exit(1);
  }
}
const checkoutPath = demoAccount
  ? await demoCheckoutPath(server.services.documents, demoAccount.id, demo.accountCode)
  : `/${demo.accountCode}/checkout`;
console.log(`
Plataforma pronta em ${base}  (dados em ${dataDir})
  Console da academia demo: ${base}/${demo.accountCode}/admin
    login: ${demo.admin.email} / senha: ${demo.admin.password}
  Console do operador da plataforma: ${base}/alderaan  (GraphQL: ${base}/alderaan/graphql)
    login: ${demo.operator.email} / senha: ${demo.operator.password}
  Checkout público da academia demo: ${base}${checkoutPath}
    cartões de teste (sandbox): aprovado 4111 1111 1111 1111, recusado 4000 0000 0000 0002 (docs/checkout.md)
  Cadastro de uma nova academia: ${base}/cadastro
  Página pública da academia demo: ${base}/${demo.accountCode}  (app do aluno: ${base}/${demo.accountCode}/app/)
  Régua de cobrança: Bruno Lima tem um pagamento no cartão em atraso (docs/billing.md)
    no app do aluno: bruno.lima@exemplo.com.br / senha: ${DEMO_MEMBER_PASSWORD} (aba Plano: pagar agora)
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
