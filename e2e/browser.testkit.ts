import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's chromium, headless. The background-networking flags matter here: without them
 * Chromium keeps trying to reach Google's hosts, which this machine's closed network refuses.
 */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** Why the browser tests cannot run here, or null when they can. On CI a missing browser is a failure, not a skip. */
export function browserUnavailableReason(): string | null {
  if (existsSync(CHROMIUM_PATH)) return null;
  const reason = `Chromium not found at ${CHROMIUM_PATH}: install Debian's chromium (bash .ci/run does) or set CHROMIUM_PATH`;
  if (process.env.CI) throw new Error(reason);
  return reason;
}
