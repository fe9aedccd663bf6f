import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * What must never reach a log line: secrets (passwords, tokens, cookies, card data) and personal data
 * (names, e-mails, phones, CPFs, addresses). Logged objects name people by id only; these paths are
 * censored wherever they appear one or two levels down, including an error's own fields (body-parser
 * puts the raw body of a broken request on the error it throws).
 */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'passwordConfirmation',
  'token',
  'accessToken',
  'refreshToken',
  'authorization',
  'cookie',
  'set-cookie',
  'x-csrf-token',
  'secret',
  'apiKey',
  'cardNumber',
  'cvv',
  'cvc',
  'body',
  'rawBody',
  'variables',
  'query',
  'email',
  'name',
  'lastName',
  'fullName',
  'phone',
  'cpf',
  'birthdate',
  'address',
  'zipcode',
];
export const REDACTED_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((k) => `*.${k}`),
  ...SECRET_KEYS.map((k) => `*.*.${k}`),
].map((p) =>
  p.includes('-')
    ? p.replace(/(\*\.)*(.*)/, (_m, stars: string | undefined, key: string) => `${stars ?? ''}["${key}"]`)
    : p,
);

export type LogFn = (message: string, error?: unknown) => void;

/** The structured logger of the process: JSON lines, levels (LOG_LEVEL, default info), redaction. */
export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? process.env.LOG_LEVEL ?? 'info',
      base: { service: 'command-service' },
      redact: { paths: REDACTED_PATHS, censor: '[redigido]' },
      serializers: { err: serializeError },
    },
    options.destination,
  );
}

/** An error as a log holds it: its class, message, code and stack, none of its other fields (a request body, a document). */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error))
    return typeof error === 'string' ? { message: error } : { message: 'non-error thrown', kind: typeof error };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    stack: error.stack,
  };
}

/** The `(message, error)` function the services take, writing through the logger at level error. */
export function logFunction(logger: Logger, level: 'error' | 'warn' | 'info' = 'error'): LogFn {
  return (message, error) => {
    if (error === undefined) logger[level === 'error' ? 'info' : level](message);
    else logger[level]({ err: error }, message);
  };
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Gives every request an id (the caller's `X-Request-Id` when it is a plain token, a new uuid
 * otherwise), answers it in `X-Request-Id`, and logs one line when the answer is sent: method, route
 * path (no query string), status and time. Never the body, the headers or the query.
 */
export function requestLogging(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const header = req.headers['x-request-id'];
    const reqId = typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
    const started = process.hrtime.bigint();
    const log = logger.child({ reqId });
    res.locals.log = log;
    res.locals.reqId = reqId;
    res.setHeader('X-Request-Id', reqId);
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const line = { method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 };
      if (res.statusCode >= 500) log.error(line, 'request failed');
      else if (res.statusCode >= 400) log.warn(line, 'request refused');
      else log.info(line, 'request');
    });
    next();
  };
}
