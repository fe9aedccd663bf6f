import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PREFIX = 'enc:v1:';

/**
 * Integration secrets of a branch (Gympass / Totalpass tokens) at rest: AES-256-GCM, each value with
 * its own random IV, written `enc:v1:<iv>:<tag>:<ciphertext>` (base64url) into the command, its event
 * and the read model, so neither the log nor the read models hold them in clear (issue 27, finding 8).
 * The key: SECRETS_KEY (any text of 32+ characters, hashed to 256 bits; a distributed setup shares it)
 * or a random key kept in DATA_DIR/secrets-key, readable by the owner only.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text of a sealed value; a value written before encryption is returned as it is. */
  open(stored: string): string;
  isSealed(stored: string): boolean;
}

export function loadSecretKey(dataDir: string, fromEnv = process.env.SECRETS_KEY): Buffer {
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('SECRETS_KEY must have at least 32 characters');
    return createHash('sha256').update(fromEnv).digest();
  }
  const file = path.join(dataDir, 'secrets-key');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the secrets key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${data.toString('base64url')}`;
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const [iv, tag, data] = stored.slice(PREFIX.length).split(':');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv!, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag!, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data!, 'base64url')), decipher.final()]).toString('utf8');
    },
    isSealed: (stored) => stored.startsWith(PREFIX),
  };
}

/** What the API shows of a secret: never the whole; the last 4 characters of a long one, so staff can tell which it is. */
export function maskSecret(plain: string): string {
  return plain.length >= 12 ? `••••${plain.slice(-4)}` : '••••';
}

export const isMasked = (value: string): boolean => value.startsWith('••••');
