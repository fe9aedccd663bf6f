import { securityMessages } from '@gym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVE_CAMPAIGN } from '../campaigns/campaignCalls.testkit.ts';
import { demo } from '@gym/app';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const ADMIN = `/${demo.accountCode}/admin/graphql`;

/** Issue 27, finding 7: every string a caller sends has a maximum, answered in Portuguese. */
describe('input bounds', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer();
    token = await t.adminToken();
  });
  afterAll(() => t.close());

  it("refuses the campaign fields that had no limit, with zod's message in Portuguese", async () => {
    for (const field of ['senderName', 'segmentValue']) {
      const input = {
        title: 'Limites',
        description: '<p>x</p>',
        templateType: 'status',
        [field]: 'x'.repeat(5000),
        ...(field === 'senderName' ? { segmentValue: 'ativo' } : {}),
      };
      const result = await t.gql(ADMIN, SAVE_CAMPAIGN, { input }, token);
      expect(result.errors?.[0]?.extensions.code, field).toBe('VALIDATION');
      const messages = result.errors?.[0]?.extensions.fields.map((f) => f.message).join(' ');
      expect(messages, field).toMatch(/caracteres/);
      expect(messages, field).not.toMatch(/Too big|expected/i);
    }
  });

  it('refuses any string longer than the global bound in any variable, before authentication', async () => {
    const result = await t.gql(ADMIN, SAVE_CAMPAIGN, { input: { title: 'x', description: 'y'.repeat(300_000) } });
    expect(result.status).toBe(413);
    expect(result.errors?.[0]?.message).toBe(securityMessages.inputTooLarge);
  });
});
