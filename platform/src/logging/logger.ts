import { pino, type DestinationStream, type Logger } from 'pino';

export type { DestinationStream, Logger } from 'pino';

// The structured logger of every process of the product (API, projection service, campaign engine,
// background thread): one redaction list, so a secret or a person's data is censored in all of them.
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
export function createLogger(
  options: { level?: string; destination?: DestinationStream; service?: string } = {},
): Logger {
  return pino(
    {
      level: options.level ?? process.env.LOG_LEVEL ?? 'info',
      base: { service: options.service ?? 'command-service' },
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
