import { describe, expect, it } from 'vitest';
import { accountCodeOf, gqlData } from '../lib/gqlBody';
import {
  accountRatingText,
  canReview,
  cardError,
  commentCounter,
  limitComment,
  ratingCaption,
  reviewTarget,
  reviewVariables,
  showsReview,
  splitFullName,
  starLabel,
} from './reviewLogic';

const valid = { fullName: 'Ana Souza', email: 'ana@exemplo.com.br', password: '12345678' };

describe('review page: sign-in and sign-up cards (spec 000)', () => {
  it('given valid fields, when checked, then nothing is wrong on either card', () => {
    expect(cardError('signin', valid)).toBeNull();
    expect(cardError('signup', valid)).toBeNull();
    expect(cardError('signin', { ...valid, fullName: '' })).toBeNull(); // sign-in has no name field
    expect(cardError('signup', { ...valid, email: '  ana@exemplo.com.br  ' })).toBeNull();
  });

  it('given a one-word name on sign-up, then "Digite nome e sobrenome" (before any other message)', () => {
    expect(cardError('signup', { ...valid, fullName: 'Ana' })).toBe('Digite nome e sobrenome');
    expect(cardError('signup', { fullName: '  Ana  ', email: 'x', password: '' })).toBe('Digite nome e sobrenome');
  });

  it('given a malformed e-mail, then "Digite um email válido"', () => {
    for (const email of [
      '',
      'ana',
      'ana@',
      'ana@exemplo',
      'ana@exemplo.c',
      'ana@exemplo.comercial',
      'ana exemplo@x.com',
    ]) {
      expect(cardError('signin', { ...valid, email }), email).toBe('Digite um email válido');
    }
    expect(cardError('signin', { ...valid, email: 'ana.maria+academia@sub.exemplo.com' })).toBeNull();
  });

  it('given a password under 8 characters, then "Digite uma senha com no minimo 8 caracteres" (spec typo kept); 8 is enough', () => {
    expect(cardError('signin', { ...valid, password: '1234567' })).toBe('Digite uma senha com no minimo 8 caracteres');
    expect(cardError('signup', { ...valid, password: '12345678' })).toBeNull();
  });

  it('splits the full name into name and last name for sign-up', () => {
    expect(splitFullName('  Ana   Maria Souza ')).toEqual({ name: 'Ana', lastName: 'Maria Souza' });
    expect(splitFullName('Ana')).toEqual({ name: 'Ana', lastName: '' });
  });
});

describe('review page: the review form (spec 002)', () => {
  it('given no star chosen, when sent, then "Para avaliar, você precisa preencher todos os campos" and nothing is sent', () => {
    expect(reviewVariables(0, 'Ótimo', 'course', 'c1')).toEqual({
      ok: false,
      error: 'Para avaliar, você precisa preencher todos os campos',
    });
  });

  it('given a rating, when sent, then createReview gets it with the comment trimmed, a blank comment as null', () => {
    expect(reviewVariables(4, '  Ótima aula  ', 'program_class', 'pc1')).toEqual({
      ok: true,
      variables: { r: 4, c: 'Ótima aula', t: 'program_class', i: 'pc1' },
    });
    expect(reviewVariables(1, '   ', 'course', 'c1')).toEqual({
      ok: true,
      variables: { r: 1, c: null, t: 'course', i: 'c1' },
    });
  });

  it('ignores typing past 140 characters and counts what is kept', () => {
    const long = 'a'.repeat(150);
    expect(limitComment(long)).toHaveLength(140);
    expect(limitComment('curto')).toBe('curto');
    expect(commentCounter(limitComment(long))).toBe('140/140');
    expect(commentCounter('')).toBe('0/140');
  });

  it('names the five stars "Ruim" to "Excelente" and shows the chosen one under them', () => {
    expect([1, 2, 3, 4, 5].map(starLabel)).toEqual([
      '1 - Ruim',
      '2 - Regular',
      '3 - Bom',
      '4 - Muito bom',
      '5 - Excelente',
    ]);
    expect(ratingCaption(5)).toBe('Excelente');
    expect(ratingCaption(0)).toBe('\u00a0');
  });
});

describe('review page: what the page shows', () => {
  it("shows the account's weighted rating with one decimal, '-' before any review", () => {
    expect(accountRatingText(4.25)).toBe('4,3');
    expect(accountRatingText(5)).toBe('5,0');
    expect(accountRatingText(null)).toBe('-');
  });

  it('reads what is reviewed from the address and asks about it by type', () => {
    expect(reviewTarget('?type=workout_group&id=w1')).toEqual({
      reviewableType: 'workout_group',
      reviewableId: 'w1',
      subject: 'o treino',
    });
    expect(reviewTarget('?type=course&id=c1').subject).toBe('o info produto');
    expect(reviewTarget('?type=program_class&id=pc1').subject).toBe('a aula às');
    expect(reviewTarget('')).toEqual({ reviewableType: '', reviewableId: '', subject: undefined });
  });

  it('shows the form only for a known type with an id (not for an unknown type, not for a name of Object.prototype)', () => {
    expect(showsReview(reviewTarget('?type=course&id=c1'))).toBe(true);
    expect(showsReview(reviewTarget('?type=course'))).toBe(false);
    expect(showsReview(reviewTarget('?type=plano&id=p1'))).toBe(false);
    expect(showsReview(reviewTarget('?type=constructor&id=p1'))).toBe(false);
  });

  it('lets a signed-in member with a name review; a visitor or a member without a name gets the cards', () => {
    expect(canReview({ name: 'Ana' })).toBe(true);
    expect(canReview({ name: '  ' })).toBe(false);
    expect(canReview(null)).toBe(false);
  });
});

describe('checkout-ui GraphQL answers', () => {
  it("answers the data, or throws the server's messages joined, or the generic pt-BR error", () => {
    expect(gqlData({ data: { me: null } })).toEqual({ me: null });
    expect(() => gqlData({ errors: [{ message: 'Não autorizado' }, { message: 'Tente de novo' }] })).toThrow(
      'Não autorizado, Tente de novo',
    );
    expect(() => gqlData(null)).toThrow('Houve um erro na sua solicitação.');
    expect(() => gqlData({ data: null })).toThrow('Houve um erro na sua solicitação.');
  });

  it('takes the account code from the first segment of the address', () => {
    expect(accountCodeOf('/academia-centro/reviews')).toBe('academia-centro');
    expect(accountCodeOf('/academia%20nova/reviews')).toBe('academia nova');
    expect(accountCodeOf('/')).toBe('');
  });
});
