import { describe, expect, it } from 'vitest';
import { checkCardField, splitFullName } from './rules';

/** Spec 000 section 5 'Sign-up and sign-in cards', message by message. */
describe('sign-in and sign-up card rules', () => {
  it('requires every field', () => {
    for (const field of ['fullName', 'email', 'password'] as const)
      expect(checkCardField(field, '  ')).toBe('Campo obrigatório');
  });
  it('wants a name of at least two words', () => {
    expect(checkCardField('fullName', 'Ana')).toBe('Digite nome e sobrenome');
    expect(checkCardField('fullName', '  Ana   Souza ')).toBeNull();
  });
  it('wants words, @, a domain and a 2-3 letter suffix', () => {
    for (const bad of ['ana', 'ana@', 'ana@exemplo', 'ana@exemplo.c', 'ana@exemplo.comercial', 'ana souza@exemplo.com'])
      expect(checkCardField('email', bad)).toBe('Digite um email válido');
    for (const good of ['ana@exemplo.com', 'ana.souza+gym@exemplo.com.br', 'ana_1@sub.exemplo.org'])
      expect(checkCardField('email', good)).toBeNull();
  });
  it('wants a password of at least 8 characters', () => {
    expect(checkCardField('password', '1234567')).toBe('Digite uma senha com no minimo 8 caracteres');
    expect(checkCardField('password', '12345678')).toBeNull();
  });
  it('splits the full name into name and last name', () => {
    expect(splitFullName(' Maria  da Silva ')).toEqual({ name: 'Maria', lastName: 'da Silva' });
  });
});
