import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, startChildServer, type ChildServer } from './lib.ts';

export const checkoutDist = path.join(repoRoot, 'checkout-ui/dist');

/** The built checkout page (built now when missing). */
export function ensureCheckoutBuilt(): void {
  if (existsSync(path.join(checkoutDist, 'checkout.html'))) return;
  execFileSync('npm', ['run', 'build', '-w', 'checkout-ui'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The real server in its own process, serving the checkout page, anti-carding limits lifted. */
export async function startCheckoutServer(dataDir: string): Promise<ChildServer> {
  process.env.BENCH_CHECKOUT = '1';
  try {
    return await startChildServer(dataDir);
  } finally {
    delete process.env.BENCH_CHECKOUT;
  }
}

/** A valid CPF from 9 random digits (its two check digits computed). */
export function randomCpf(random: () => number = Math.random): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(random() * 10));
  if (digits.every((d) => d === digits[0])) digits[8] = (digits[8]! + 1) % 10;
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const check = (sum * 10) % 11;
    digits.push(check === 10 ? 0 : check);
  }
  return digits.join('');
}
