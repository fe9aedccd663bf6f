import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The token-signing key: AUTH_SECRET when set (a distributed setup shares it between instances),
 * otherwise a random key kept in the data folder so that sessions survive a restart.
 */
export function loadSigningSecret(dataDir: string, fromEnv = process.env.AUTH_SECRET): Uint8Array {
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('AUTH_SECRET must have at least 32 characters');
    return new TextEncoder().encode(fromEnv);
  }
  const file = path.join(dataDir, 'auth-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64'), { mode: 0o600 });
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
