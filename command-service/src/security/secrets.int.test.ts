import Database from 'better-sqlite3';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVE_FILIAL } from '../checkins/gqlDocs.testkit.ts';
import { demo } from '@gym/app';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const ADMIN = `/${demo.accountCode}/admin/graphql`;
const READ = 'query($id: ID) { filial(id: $id) { token totalpassToken totalpassBearerToken } }';

/** Issue 27, finding 8: a branch's integration secrets are encrypted at rest and never returned in full. */
describe('branch integration secrets', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer();
    token = await t.adminToken();
  });
  afterAll(() => t.close());

  const fileText = (file: string) => {
    const db = new Database(path.join(t.dataDir, file), { readonly: true });
    try {
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>;
      return tables.map(({ name }) => JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).all())).join('\n');
    } finally {
      db.close();
    }
  };

  it('keeps them out of the log and the read models, shows a mask, and keeps them when the form is saved back masked', async () => {
    const gympass = 'gp-live-7f3a9c2e5b1d4e8f';
    const bearer = 'tp-bearer-0a1b2c3d4e5f6789';
    const saved = await t.gql(
      ADMIN,
      SAVE_FILIAL,
      {
        input: {
          name: 'Integrada',
          filialType: 'online',
          passIntegration: 'gympass',
          gymId: 'g-9',
          token: gympass,
          totalpassBearerToken: bearer,
        },
      },
      token,
    );
    expect(saved.errors).toBeUndefined();
    const id = saved.data.createOrUpdateFilial.filial.id as string;
    expect(JSON.stringify(saved)).not.toContain(gympass);
    const shown = (await t.gql(ADMIN, READ, { id }, token)).data.filial;
    expect(shown).toEqual({ token: '••••4e8f', totalpassToken: null, totalpassBearerToken: '••••6789' });

    for (const file of ['events.sqlite', 'readmodels.sqlite']) {
      const text = fileText(file);
      expect(text, file).toContain('enc:v1:');
      expect(text, file).not.toContain(gympass);
      expect(text, file).not.toContain(bearer);
    }

    // The console saves the form back with the masks: the secrets stay, nothing new is recorded.
    const head = await t.server.services.eventStore.headPosition();
    const again = await t.gql(
      ADMIN,
      SAVE_FILIAL,
      { input: { id, name: 'Integrada', filialType: 'online', passIntegration: 'gympass', gymId: 'g-9', ...shown } },
      token,
    );
    expect(again.errors).toBeUndefined();
    expect(await t.server.services.eventStore.headPosition()).toBe(head);
    // A new secret replaces the old; an empty one removes it.
    await t.gql(
      ADMIN,
      SAVE_FILIAL,
      {
        input: {
          id,
          name: 'Integrada',
          filialType: 'online',
          passIntegration: 'gympass',
          gymId: 'g-9',
          token: 'gp-live-novo-000000001234',
          totalpassBearerToken: null,
        },
      },
      token,
    );
    expect((await t.gql(ADMIN, READ, { id }, token)).data.filial).toEqual({
      token: '••••1234',
      totalpassToken: null,
      totalpassBearerToken: null,
    });
  });
});
