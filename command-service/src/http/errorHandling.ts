import { messages, securityMessages } from '@gym/contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { redactPath } from '../security/redactPath.ts';

/**
 * The last handlers of the app: every error reaches the caller as JSON with a pt-BR message, never
 * express's HTML page (which showed the stack and the server's paths), and the failure of one
 * request never reaches the process. Errors of the body parser are the caller's (4xx); anything else
 * is logged (without the body: it may hold a password) and answered 500.
 */
export function jsonErrorHandler(log: (message: string, error?: unknown) => void): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const status = statusOf(error);
    if (status >= 500) {
      const requestLog = res.locals.log as { error: (o: object, m: string) => void } | undefined;
      if (requestLog) requestLog.error({ err: error }, `unexpected error on ${req.method} ${redactPath(req.path)}`);
      else log(`unexpected error on ${req.method} ${redactPath(req.path)}`, error);
    }
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const message = status >= 500 ? messages.internalError : clientMessage(error, status);
    const code = status >= 500 ? 'INTERNAL' : status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
    // Both shapes the API speaks: GraphQL's `errors` and the REST routes' `error`.
    res.status(status).json({ error: message, code, errors: [{ message, extensions: { code, fields: [] } }] });
  };
}

/** Addresses nothing answers: JSON 404, not express's HTML page. */
export const jsonNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({
    error: securityMessages.notFound,
    code: 'NOT_FOUND',
    errors: [{ message: securityMessages.notFound, extensions: { code: 'NOT_FOUND', fields: [] } }],
  });
};

function statusOf(error: unknown): number {
  const status =
    typeof error === 'object' && error !== null
      ? ((error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode)
      : undefined;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

function clientMessage(error: unknown, status: number): string {
  const type = typeof error === 'object' && error !== null ? (error as { type?: unknown }).type : undefined;
  if (status === 413 || type === 'entity.too.large') return securityMessages.bodyTooLarge;
  if (type === 'entity.parse.failed') return securityMessages.malformedBody;
  if (status === 404) return securityMessages.notFound;
  return securityMessages.unsupportedRequest;
}
