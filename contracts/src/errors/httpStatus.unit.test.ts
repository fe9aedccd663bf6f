import { describe, expect, it } from 'vitest';
import { httpStatusOf, isErrorCode } from './httpStatus.ts';

describe('error code → HTTP status', () => {
  it('answers bad input with 400, not 422', () => {
    expect(httpStatusOf('VALIDATION')).toBe(400);
    expect(httpStatusOf('ILLEGAL_STATE')).toBe(400);
    expect(httpStatusOf('BAD_REQUEST')).toBe(400);
  });

  it('gives each access and conflict code its own status', () => {
    expect([httpStatusOf('UNAUTHENTICATED'), httpStatusOf('FORBIDDEN'), httpStatusOf('NOT_FOUND')]).toEqual([
      401, 403, 404,
    ]);
    expect([httpStatusOf('CONCURRENCY'), httpStatusOf('RATE_LIMITED')]).toEqual([409, 429]);
  });

  it('treats an unknown code as a server fault', () => {
    expect(isErrorCode('toString')).toBe(false);
    expect(httpStatusOf('SOMETHING_ELSE')).toBe(500);
  });
});
