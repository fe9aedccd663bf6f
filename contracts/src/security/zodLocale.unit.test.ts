import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zodLocale.ts';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe("zod's messages in pt-BR (issue 35)", () => {
  it('words every kind of issue for the person filling the form', () => {
    expect(messageOf(z.string().max(120), 'x'.repeat(121))).toBe('Use no máximo 120 caracteres');
    expect(messageOf(z.string().min(1), '')).toBe('Campo obrigatório');
    expect(messageOf(z.string().min(3), 'ab')).toBe('Use pelo menos 3 caracteres');
    expect(messageOf(z.string(), undefined)).toBe('Campo obrigatório');
    expect(messageOf(z.number(), 'abc')).toBe('Valor inválido');
    expect(messageOf(z.number().max(100), 150)).toBe('O valor máximo é 100');
    expect(messageOf(z.number().min(1), 0)).toBe('O valor mínimo é 1');
    expect(messageOf(z.string().email(), 'a@')).toBe('Email inválido');
    expect(messageOf(z.string().url(), 'nada')).toBe('Endereço inválido');
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe('Opção inválida');
    expect(messageOf(z.array(z.string()).max(2), ['a', 'b', 'c'])).toBe('Escolha no máximo 2 itens');
    expect(messageOf(z.string().regex(/^\d+$/), 'x')).toBe('Formato inválido');
  });
  it('keeps the messages a schema words itself', () =>
    expect(messageOf(z.string().max(3, 'Nome longo demais'), 'abcd')).toBe('Nome longo demais'));
});
