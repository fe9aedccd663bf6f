import { describe, expect, it } from 'vitest';
import { HIDDEN_KEY_PLACEHOLDER, toSettingsPayload } from '../lib/settingsPayload';
import { settingsTitle, tabOfHash, visibleTabs } from './tabs';

const gymWithCheckins = { accountType: 'gym', features: ['dashboard', 'checkins'] };

describe('settings tabs', () => {
  it('shows the operator every tab, resources included, whatever the account', () => {
    const all = ['general', 'emails', 'register', 'checkins', 'payments', 'billing', 'resources'];
    expect(visibleTabs({ scope: 'operator', accountType: 'personal', features: [] })).toEqual(all);
    expect(visibleTabs({ scope: 'operator', ...gymWithCheckins })).toEqual(all);
  });
  it('shows an account only the general tabs, never resources', () => {
    expect(visibleTabs({ scope: 'account', ...gymWithCheckins })).toEqual([
      'general',
      'emails',
      'register',
      'checkins',
      'payments',
      'billing',
    ]);
  });
  it('hides checkins without the feature and emails for a personal account', () => {
    expect(visibleTabs({ scope: 'account', accountType: 'gym', features: ['dashboard'] })).toEqual([
      'general',
      'emails',
      'register',
      'payments',
      'billing',
    ]);
    expect(visibleTabs({ scope: 'account', accountType: 'personal', features: ['checkins'] })).toEqual([
      'general',
      'register',
      'checkins',
      'payments',
      'billing',
    ]);
  });
  it('keeps the tab in the hash, an unknown or hidden one falling back to general', () => {
    const visible = visibleTabs({ scope: 'account', accountType: 'personal', features: [] });
    expect(tabOfHash('#register', visible)).toBe('register');
    expect(tabOfHash('#emails', visible)).toBe('general');
    expect(tabOfHash('#nada', visible)).toBe('general');
    expect(tabOfHash('', visible)).toBe('general');
  });
  it('titles the page with the code and the tab label', () =>
    expect(settingsTitle('demo', 'register')).toBe('demo/configuracoes - Novos Cadastros'));
});

describe('settings payload', () => {
  it('drops placeholders and empty values and turns numbers into strings', () => {
    const values = {
      name: 'Forte',
      bio: '',
      senderName: null,
      daysAheadCheckin: 3,
      captchaSecretKey: HIDDEN_KEY_PLACEHOLDER,
      registerEnabled: false,
      other: 'x',
    };
    expect(
      toSettingsPayload(values, [
        'name',
        'bio',
        'senderName',
        'daysAheadCheckin',
        'captchaSecretKey',
        'registerEnabled',
      ]),
    ).toEqual({ name: 'Forte', daysAheadCheckin: '3', registerEnabled: false });
  });
  it('sends the blank choice of a booking limit, which clears it', () => {
    expect(
      toSettingsPayload({ name: 'Forte', hoursAheadCheckin: '' }, ['name', 'hoursAheadCheckin'], ['hoursAheadCheckin']),
    ).toEqual({ name: 'Forte', hoursAheadCheckin: '' });
  });
});
