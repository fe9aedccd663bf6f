/**
 * Every error code the API answers with, and its HTTP status: one table for the server (REST answers)
 * and the console (the status react-admin sees; 401 signs the user out).
 */
export const httpStatusByCode = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  VALIDATION: 400,
  ILLEGAL_STATE: 400,
  BAD_REQUEST: 400,
  CONCURRENCY: 409,
  INTERNAL: 500,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof httpStatusByCode;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(httpStatusByCode, code);
}

/** The status of a code; an unknown code is a server fault. */
export function httpStatusOf(code: string): number {
  return isErrorCode(code) ? httpStatusByCode[code] : 500;
}
