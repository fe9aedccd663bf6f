import { accountSettingsMessages } from '@gym/contracts';
import { demo } from '@gym/app';
import { getAccountByCode } from '@gym/projection-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

// The operator's Checkins tab (issue 21 item 2): the booking rules saved with createOrUpdateAccount.
const FIELDS =
  'daysAheadCheckin hoursAheadCheckin hoursBeforeRemoveCheckin minimumCheckinsGympass minimumCheckinsToPoints';
const SAVE = 'mutation($input: AccountInput!) { createOrUpdateAccount(input: $input) { account { id name } } }';
const READ = `query($id: ID!) { accountCheckinSettings(accountId: $id) { ${FIELDS} } }`;

describe("the operator saves an account's booking rules over HTTP", () => {
  let t: TestServer;
  let operator: string;
  let admin: string;
  let accountId: string;
  beforeAll(async () => {
    t = await startTestServer();
    operator = await t.operatorToken();
    admin = await t.adminToken();
    accountId = (await getAccountByCode(t.server.services.documents, demo.accountCode))!.id;
  });
  afterAll(() => t.close());
  const save = (rules: Record<string, string>) =>
    t.gql('/alderaan/graphql', SAVE, { input: { id: accountId, name: 'Academia Demo', ...rules } }, operator);

  it("records them on the account's rules, which the owner's check-ins then read", async () => {
    const result = await save({
      daysAheadCheckin: '3',
      hoursAheadCheckin: '2',
      hoursBeforeRemoveCheckin: '4',
      minimumCheckinsGympass: '5',
      minimumCheckinsToPoints: '6',
    });
    expect(result.errors).toBeUndefined();
    const rules = {
      daysAheadCheckin: 3,
      hoursAheadCheckin: 2,
      hoursBeforeRemoveCheckin: 4,
      minimumCheckinsGympass: 5,
      minimumCheckinsToPoints: 6,
    };
    expect((await t.gql('/alderaan/graphql', READ, { id: accountId }, operator)).data.accountCheckinSettings).toEqual(
      rules,
    );
    const owner = await t.gql(`/${demo.accountCode}/admin/graphql`, `{ checkinSettings { ${FIELDS} } }`, {}, admin);
    expect(owner.data.checkinSettings).toEqual(rules);
  });

  it("refuses a rule out of range with the owner's message, writing nothing", async () => {
    const before = await t.server.services.eventStore.headPosition();
    const result = await save({ daysAheadCheckin: '9', hoursAheadCheckin: 'x' });
    expect(result.errors?.[0]?.extensions.fields).toEqual([
      { path: ['input', 'daysAheadCheckin'], message: accountSettingsMessages.invalidNumber },
      { path: ['input', 'hoursAheadCheckin'], message: accountSettingsMessages.invalidNumber },
    ]);
    expect(await t.server.services.eventStore.headPosition()).toBe(before);
  });

  it("clears a limit with '' and keeps the rules left out", async () => {
    expect((await save({ daysAheadCheckin: '' })).errors).toBeUndefined();
    const read = await t.gql('/alderaan/graphql', READ, { id: accountId }, operator);
    expect(read.data.accountCheckinSettings).toMatchObject({ daysAheadCheckin: null, hoursAheadCheckin: 2 });
  });

  it("is the operator's: the account's admin is refused, an unknown account is not found", async () => {
    const staff = await t.gql('/alderaan/graphql', READ, { id: accountId }, admin);
    expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(staff.errors?.[0]?.extensions.code);
    const unknown = await t.gql('/alderaan/graphql', READ, { id: '00000000-0000-4000-8000-000000000000' }, operator);
    expect(unknown.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });
});
