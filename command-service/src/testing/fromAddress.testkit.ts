import http from 'node:http';

export interface FromAddressAnswer {
  readonly status: number;
  readonly body: any;
  readonly headers: http.IncomingHttpHeaders;
}

/**
 * A request from a chosen loopback address: 127.0.0.0/8 is all local on Linux, so each client of a test can be a
 * real, distinct address as the server sees it (no header involved). JSON in, JSON (or text) out.
 */
export function requestFrom(
  port: number,
  method: 'GET' | 'POST',
  pathname: string,
  localAddress: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<FromAddressAnswer> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? null : JSON.stringify(options.body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method,
        localAddress,
        headers: {
          ...(payload === null
            ? {}
            : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // a page, not JSON
          }
          resolve({ status: res.statusCode ?? 0, body, headers: res.headers });
        });
      },
    );
    req.on('error', reject);
    req.end(payload ?? undefined);
  });
}

/** A JSON POST from a chosen loopback address. */
export const postFrom = (
  port: number,
  pathname: string,
  body: unknown,
  localAddress: string,
  headers: Record<string, string> = {},
) => requestFrom(port, 'POST', pathname, localAddress, { body, headers });
