import { describe, expect, it } from 'vitest';
import { allowedStep, emptyWizard, stepErrors, toPayload, zipcodeReady, type WizardValues } from './wizardRules';

const complete: WizardValues = {
  ...emptyWizard,
  fullName: 'Carla Menezes',
  email: 'carla@exemplo.com.br',
  phone: '(11) 98765-4321',
  password: 'segredo123',
  category: 'personal-trainer',
  subcategory: 'funcional',
  atuationType: 'online',
  cref: '012345-G/SP',
  cpf: '529.982.247-25',
  zipcode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

describe('registration wizard rules', () => {
  it('shows the wizard messages of step 1', () => {
    expect(
      stepErrors(1, { ...emptyWizard, fullName: 'Carla', email: 'x@', phone: '(11) 9876', password: '1234' }, false),
    ).toEqual({
      fullName: 'Você precisa preencher Nome e Sobrenome',
      email: 'Email inválido',
      phone: 'Número de telefone inválido',
      password: 'Sua senha deve ter pelo menos 8 caracteres',
    });
    expect(stepErrors(1, complete, false)).toEqual({});
  });
  it('tells a too long name so, not that it lacks a last name (issue 35)', () =>
    expect(stepErrors(1, { ...complete, fullName: `Carla ${'x'.repeat(300)}` }, false)).toEqual({
      fullName: 'Use no máximo 100 caracteres no nome e 100 no sobrenome',
    }));
  it('does not ask for a password when a token is supplied', () =>
    expect(stepErrors(1, { ...complete, password: '' }, true)).toEqual({}));
  it('shows the messages of steps 2 and 3', () => {
    expect(stepErrors(2, { ...complete, category: '', subcategory: '', cref: 'ab' }, false)).toEqual({
      category: 'Selecione uma categoria',
      subcategory: 'Selecione uma subcategoria',
      cref: 'CREF inválido',
    });
    expect(
      stepErrors(3, { ...complete, cpf: '123', zipcode: '0131', street: '', number: '', neighborhood: '' }, false),
    ).toEqual({
      cpf: 'CPF inválido',
      zipcode: 'CEP inválido',
      street: 'Rua inválida',
      number: 'Número inválido',
      neighborhood: 'Bairro inválido',
    });
    expect(stepErrors(3, complete, false)).toEqual({});
  });
  it('sends a user entering a later step back to the first incomplete one', () => {
    expect(allowedStep(3, { ...complete, password: 'curta' }, false)).toBe(1);
    expect(allowedStep(3, { ...complete, atuationType: '' }, false)).toBe(2);
    expect(allowedStep(2, { ...complete, category: '' }, false)).toBe(2);
    expect(allowedStep(3, complete, false)).toBe(3);
    expect(allowedStep(2, { ...complete, password: '' }, true)).toBe(2);
  });
  it('splits the full name and leaves the hidden password out', () => {
    expect(toPayload({ ...complete, fullName: ' Maria  da Silva ' }, true)).toMatchObject({
      name: 'Maria',
      lastName: 'da Silva',
      password: null,
      cref: '012345-G/SP',
      complement: null,
    });
  });
  it('signs up a personal trainer unless Academia is chosen (issue 35)', () => {
    expect(toPayload(complete, false).accountType).toBe('personal');
    expect(toPayload({ ...complete, accountType: 'gym' }, false).accountType).toBe('gym');
    expect(stepErrors(2, { ...complete, accountType: 'studio' }, false)).toEqual({
      accountType: 'Escolha Personal ou Academia',
    });
  });
  it('looks the zipcode up at 8 digits', () => {
    expect(zipcodeReady('01310-10')).toBe(false);
    expect(zipcodeReady('01310-100')).toBe(true);
  });
});
