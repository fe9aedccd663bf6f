import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';

/**
 * The browser's device id (`gym_device` cookie, HttpOnly): a random name for "this browser", set when someone logs in
 * or signs up (or opens an unlock link) so the login limiter can trust a device that got in before even when its
 * address is being guessed from (issue 36, item 3). It grants nothing by itself: the bearer token stays the session.
 */
export const DEVICE_COOKIE = 'gym_device';
const DEVICE_ID = /^[A-Za-z0-9_-]{22,64}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface Device {
  /** The id the browser sent, or null. */
  readonly id: string | null;
  /** The browser's id, creating one (and its Set-Cookie on the answer) when it had none. */
  remember(): string;
}

export function deviceIdOf(req: Request): string | null {
  const header = req.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === DEVICE_COOKIE && value && DEVICE_ID.test(value)) return value;
  }
  return null;
}

export function deviceOf(req: Request, res?: Response): Device {
  let id = deviceIdOf(req);
  const sent = id;
  return {
    id: sent,
    remember() {
      if (id) return id;
      id = randomBytes(18).toString('base64url');
      res?.append(
        'Set-Cookie',
        `${DEVICE_COOKIE}=${id}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${req.secure ? '; Secure' : ''}`,
      );
      return id;
    },
  };
}
