import { accountSettingsInputSchema, accountSettingsMessages, type AccountSettings } from '@gym/contracts';
import { ValidationError } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { accountDecider } from '../accounts/accountDecider.ts';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { mergeCheckinSettings } from '../checkins/checkinSettingsCommand.ts';
import { mergeAccountSettings } from './updateAccount.ts';

const settings: AccountSettings = {
  name: 'Academia Forte',
  bio: null,
  status: 'ativado',
  visibility: 'public',
  accountType: 'gym',
  category: null,
  subcategory: null,
  features: ['dashboard', 'users'],
  senderEmail: null,
  senderName: null,
  phone: null,
  city: null,
  state: null,
};
const now = '2026-11-24T12:00:00.000Z';
const created = { type: 'AccountCreated' as const, data: { accountId: 'a1', code: 'forte', settings, createdAt: now } };
const spec = deciderSpec(accountDecider);
const change = (next: AccountSettings, scope: 'owner' | 'operator') => ({
  type: 'ChangeAccountSettings' as const,
  data: { accountId: 'a1', settings: next, now, scope },
});
const changed = (next: AccountSettings) => [
  { type: 'AccountSettingsChanged' as const, data: { accountId: 'a1', settings: next, changedAt: now } },
];
const parse = (input: Record<string, unknown>) =>
  accountSettingsInputSchema.parse({ name: 'Academia Forte', ...input });

describe('account settings: scope rules (decider)', () => {
  const ownerMay: Array<[keyof AccountSettings, unknown]> = [
    ['name', 'Academia Mais Forte'],
    ['bio', 'Treinos para todos'],
    ['category', 'academia'],
    ['subcategory', 'lutas'],
    ['senderEmail', 'contato@forte.com.br'],
    ['senderName', 'Academia Forte'],
    ['phone', '11987654321'],
    ['city', 'Campinas'],
    ['state', 'SP'],
    ['avatarUrl', 'https://exemplo.com.br/logo.png'],
    ['athletesLabel', 'Atletas'],
    ['pointsLabel', 'Moedas'],
    ['registerEnabled', false],
    ['registerStatus', 'pendente'],
    ['requiresPlanOnSignup', true],
  ];
  for (const [key, value] of ownerMay) {
    it(`lets the account's admin change ${key}`, () => {
      const next = { ...settings, [key]: value } as AccountSettings;
      spec.given([created]).when(change(next, 'owner')).then(changed(next));
    });
  }
  const operatorOnly: Array<[keyof AccountSettings, unknown]> = [
    ['status', 'desativado'],
    ['accountType', 'personal'],
    ['visibility', 'private'],
    ['features', ['dashboard', 'checkins']],
  ];
  for (const [key, value] of operatorOnly) {
    it(`refuses ${key} from the account's admin and accepts it from the operator`, () => {
      const next = { ...settings, [key]: value } as AccountSettings;
      spec
        .given([created])
        .when(change(next, 'owner'))
        .thenThrows(ValidationError, accountSettingsMessages.operatorOnly);
      spec.given([created]).when(change(next, 'operator')).then(changed(next));
    });
  }
  it('lets the admin send an operator-only field unchanged', () => {
    const next = { ...settings, status: 'ativado' as const, name: 'Outra' };
    spec.given([created]).when(change(next, 'owner')).then(changed(next));
  });
});

describe('account settings: input rules', () => {
  const issues = (input: Record<string, unknown>) => {
    const result = accountSettingsInputSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };
  it('requires a name', () =>
    expect(issues({ name: '' })).toEqual([['name', 'Sua conta não pode ser salva sem um nome']]));
  it('checks the sender e-mail, allowing null', () => {
    expect(issues({ name: 'A', senderEmail: 'x@' })).toEqual([['senderEmail', 'Email inválido']]);
    expect(issues({ name: 'A', senderEmail: null })).toEqual([]);
  });
  it('requires present fields to have a character', () => {
    for (const key of ['senderName', 'phone', 'city', 'state', 'category', 'pointsLabel', 'athletesLabel']) {
      expect(issues({ name: 'A', [key]: '' })).toEqual([[key, 'Campo obrigatório']]);
    }
  });
  it('knows the statuses, account types, visibilities and registration statuses', () => {
    expect(issues({ name: 'A', status: 'x' })).toEqual([['status', 'Status inválido']]);
    expect(issues({ name: 'A', registerStatus: 'lead' })).toEqual([['registerStatus', 'Status inválido']]);
    expect(issues({ name: 'A', accountType: 'x' }).map(([k]) => k)).toEqual(['accountType']);
    expect(issues({ name: 'A', visibility: 'x' }).map(([k]) => k)).toEqual(['visibility']);
  });
  it('reads numbers sent as strings within the spec limits', () => {
    expect(parse({ daysAheadCheckin: '8', hoursAheadCheckin: '24', hoursBeforeRemoveCheckin: '1' })).toMatchObject({
      daysAheadCheckin: 8,
      hoursAheadCheckin: 24,
      hoursBeforeRemoveCheckin: 1,
    });
    expect(issues({ name: 'A', daysAheadCheckin: '9' })).toEqual([['daysAheadCheckin', 'Número inválido']]);
    expect(issues({ name: 'A', hoursAheadCheckin: '0' })).toEqual([['hoursAheadCheckin', 'Número inválido']]);
  });
});

describe('account settings: merging a save', () => {
  it('keeps what the form left out and clears what it sent empty', () => {
    const current = { ...settings, bio: 'antiga', pointsLabel: 'Pontos' };
    expect(mergeAccountSettings(parse({ bio: null, senderName: 'Forte' }), current)).toEqual({
      ...current,
      bio: null,
      senderName: 'Forte',
    });
    expect(
      mergeAccountSettings(parse({ registerEnabled: null }), { ...current, registerEnabled: false }).registerEnabled,
    ).toBe(false);
  });
  it('changes the booking rules only when the check-ins tab sent one', () => {
    const none = {
      daysAheadCheckin: null,
      hoursAheadCheckin: null,
      hoursBeforeRemoveCheckin: null,
      minimumCheckinsGympass: null,
      minimumCheckinsToPoints: null,
    };
    expect(mergeCheckinSettings(parse({}), none)).toBeNull();
    expect(mergeCheckinSettings(parse({ daysAheadCheckin: '3' }), { ...none, hoursAheadCheckin: 2 })).toEqual({
      ...none,
      daysAheadCheckin: 3,
      hoursAheadCheckin: 2,
    });
  });
});
