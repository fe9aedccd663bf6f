import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.ts';

describe('isValidEmail', () => {
  it.each([
    'aluno@academia.com',
    'Maria.Silva@Academia.com.br',
    'joao+treino@gmail.com',
    "o'neil@example.org",
    'a_b-c%d@sub.domain-name.io',
    'x@y.museum',
    '1234@a1.co',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['no at', 'aluno.academia.com'],
    ['no local part', '@academia.com'],
    ['no domain', 'aluno@'],
    ['no tld', 'aluno@academia'],
    ['one-letter tld', 'aluno@academia.c'],
    ['numeric tld', 'aluno@academia.123'],
    ['two ats', 'a@b@academia.com'],
    ['space inside', 'maria silva@academia.com'],
    ['leading space', ' aluno@academia.com'],
    ['trailing space', 'aluno@academia.com '],
    ['leading dot', '.aluno@academia.com'],
    ['trailing dot in local', 'aluno.@academia.com'],
    ['double dot in local', 'al..uno@academia.com'],
    ['double dot in domain', 'aluno@academia..com'],
    ['domain starting with dot', 'aluno@.academia.com'],
    ['domain ending with dot', 'aluno@academia.com.'],
    ['label starting with hyphen', 'aluno@-academia.com'],
    ['label ending with hyphen', 'aluno@academia-.com'],
    ['comma', 'aluno@academia,com'],
    ['local part over 64', `${'a'.repeat(65)}@academia.com`],
    ['over 254 characters', `a@${'b'.repeat(250)}.com`],
  ])('rejects %s (%s)', (_label, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('accepts a 64-character local part', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@academia.com`)).toBe(true);
  });
});
