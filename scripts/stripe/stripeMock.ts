import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../jvm.ts';

/**
 * Stripe's own API mock (github.com/stripe/stripe-mock), built once from the Go module proxy into
 * .cache/stripe-mock/<version>/ and started on a free loopback port: a real Stripe-protocol server
 * for the hosted-checkout tests. Run `npx tsx scripts/stripe/stripeMock.ts` to build it ahead.
 */
export const STRIPE_MOCK_VERSION = 'v0.203.0';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cache = path.join(root, '.cache');
const binary = path.join(cache, 'stripe-mock', STRIPE_MOCK_VERSION, 'stripe-mock');

const hasGo = () => {
  try {
    execFileSync('go', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** Why stripe-mock cannot run here, or null. On CI a missing Go is a failure, not a skip. */
export function stripeMockUnavailableReason(): string | null {
  if (existsSync(binary) || hasGo()) return null;
  const reason =
    'stripe-mock is not built in .cache/ and Go (go) is not installed to build it from the Go module proxy';
  if (process.env.CI) throw new Error(reason);
  return reason;
}

/** Builds the binary once (a minute or two on a cold module cache). */
export function ensureStripeMock(): string {
  if (existsSync(binary)) return binary;
  mkdirSync(path.dirname(binary), { recursive: true });
  execFileSync('go', ['install', `github.com/stripe/stripe-mock@${STRIPE_MOCK_VERSION}`], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      GOBIN: path.dirname(binary),
      GOMODCACHE: path.join(cache, 'go', 'mod'),
      GOCACHE: path.join(cache, 'go', 'build'),
      GOFLAGS: '-buildvcs=false',
    },
  });
  return binary;
}

export interface StripeMock {
  readonly host: string;
  readonly port: number;
  stop(): Promise<void>;
}

export async function startStripeMock(): Promise<StripeMock> {
  const bin = ensureStripeMock();
  const port = await freePort();
  const child: ChildProcess = spawn(bin, ['-http-addr', `127.0.0.1:${port}`], { stdio: 'ignore' });
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/v1/customers`, {
        headers: { authorization: 'Bearer sk_test_123' },
      });
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`stripe-mock did not start on port ${port}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    host: '127.0.0.1',
    port,
    async stop() {
      if (child.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  if (!hasGo() && !existsSync(binary)) throw new Error('Go is needed to build stripe-mock');
  console.log(ensureStripeMock());
}
