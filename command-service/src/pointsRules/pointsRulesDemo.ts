import { defaultPointsRules } from '@gym/contracts';
import type { Actor, Services } from '../services.ts';
import { savePointsRules } from './pointsRulesHandlers.ts';

/**
 * `npm start`'s first start (app/src/main.ts): the demo gym's points rules turned on before its demo activity, so
 * the check-ins and plans sold that follow grant points and /admin/points has a ranking and movements to show.
 * Not in the tests' seed: their demo gym starts with every rule off.
 */
export async function seedPointsRulesDemo(svc: Services, actor: Actor): Promise<number> {
  const { position } = await savePointsRules(svc, actor, {
    ...defaultPointsRules,
    checkin: { enabled: true, points: 10 },
    purchase: { enabled: true, points: 50 },
    record: { enabled: true, points: 20 },
  });
  return position;
}
