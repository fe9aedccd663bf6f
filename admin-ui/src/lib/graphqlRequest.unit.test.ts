import { describe, expect, it } from 'vitest';
import { messages } from '@gym/contracts/messages';
import { toRequestError, withoutOptionalFieldErrors } from './graphqlRequest';

describe('a GraphQL error as react-admin reads it', () => {
  it('gives a validation error the server’s status, 400, and its field errors by field name', () => {
    const error = toRequestError(
      [
        {
          message: 'E-mail inválido',
          extensions: { code: 'VALIDATION', fields: [{ path: ['input', 'email'], message: 'E-mail inválido' }] },
        },
      ],
      200,
    );
    expect([error.status, error.code, error.message]).toEqual([400, 'VALIDATION', 'E-mail inválido']);
    expect(error.errors).toEqual({ email: 'E-mail inválido' });
  });

  it('maps the access codes through the shared table, so a 401 signs the user out', () => {
    expect(toRequestError([{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }], 200).status).toBe(401);
    expect(toRequestError([{ message: 'x', extensions: { code: 'FORBIDDEN' } }], 200).status).toBe(403);
    expect(toRequestError([{ message: 'x', extensions: { code: 'CONCURRENCY' } }], 200).status).toBe(409);
  });

  it('joins the messages and falls back to the HTTP status, or 400, for a code it does not know', () => {
    const error = toRequestError([{ message: 'um', extensions: { code: 'SOMETHING' } }, { message: 'dois' }], 200);
    expect([error.status, error.message]).toEqual([400, 'um, dois']);
    expect(toRequestError([{ extensions: {} }], 502)).toMatchObject({
      status: 502,
      message: messages.genericRequestError,
    });
  });
});

describe('a field the screen can do without', () => {
  const unavailable = { message: 'Provedor indisponível', path: ['account', 'accountStripeInfo'] };

  it('drops its error and leaves it undefined, so the rest of the answer is read', () => {
    const data = { account: { id: 'a1', billingPending: true, accountStripeInfo: null } };
    expect(withoutOptionalFieldErrors(data, [unavailable], ['account.accountStripeInfo'])).toEqual([]);
    expect(data.account).toEqual({ id: 'a1', billingPending: true });
  });

  it('keeps every other error, and that one too when the caller did not name it optional', () => {
    const other = { message: 'Sem permissão', path: ['dashboardPlans'] };
    const data = { account: { accountStripeInfo: null }, dashboardPlans: null };
    expect(withoutOptionalFieldErrors(data, [unavailable, other], ['account.accountStripeInfo'])).toEqual([other]);
    expect(withoutOptionalFieldErrors(data, [unavailable], [])).toEqual([unavailable]);
  });
});
