import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { redactPath } from './redactPath.ts';

// The logger, its redaction list and error serializer are shared with the other processes (platform).
export { createLogger, logFunction, REDACTED_PATHS, serializeError, type LogFn } from '@gym/platform/logging';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export { loggablePath } from './redactPath.ts';

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
      const line = {
        method: req.method,
        path: redactPath(req.path),
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      };
      if (res.statusCode >= 500) log.error(line, 'request failed');
      else if (res.statusCode >= 400) log.warn(line, 'request refused');
      else log.info(line, 'request');
    });
    next();
  };
}
