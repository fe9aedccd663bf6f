import { describe, expect, it } from 'vitest';
import { HIDDEN_KEY_PLACEHOLDER, toSettingsPayload } from '../lib/settingsPayload';
import { billingErrors } from './BillingTab';
import { settingsFieldErrors } from './settingsErrors';
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

describe('settings field errors (issue 35)', () => {
  it("says 'Campo obrigatório' under an empty name, never the toast's text", () =>
    expect(settingsFieldErrors({ name: '  ' })).toEqual({ name: 'Campo obrigatório' }));
  it('words a too long name in Brazilian Portuguese', () =>
    expect(settingsFieldErrors({ name: 'x'.repeat(121) })).toEqual({ name: 'Use no máximo 120 caracteres' }));
  it('checks the sender e-mail', () =>
    expect(settingsFieldErrors({ name: 'Academia', senderEmail: 'a@' })).toEqual({ senderEmail: 'Email inválido' }));
});

describe('billing field errors (issue 35)', () => {
  it('refuses a half-typed phone or CEP instead of saving it', () => {
    expect(billingErrors({ phone: '(11) 9876', zipcode: '0131' })).toEqual({
      billing_phone: 'Número de telefone inválido',
      billing_zipcode: 'CEP inválido',
    });
    expect(billingErrors({ phone: '(11) 98765-4321', zipcode: '01310-100' })).toEqual({});
    expect(billingErrors({ phone: '(11) 3456-7890' })).toEqual({});
  });
});
