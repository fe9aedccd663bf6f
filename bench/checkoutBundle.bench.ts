// Benchmark: the JavaScript the checkout page loads (its entry and every chunk it preloads), gzip level 9.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkoutDist, ensureCheckoutBuilt } from './checkoutLib.ts';
import { log, round, type Row } from './lib.ts';

export default async function checkoutBundleBench(): Promise<Row[]> {
  ensureCheckoutBuilt();
  const html = readFileSync(path.join(checkoutDist, 'checkout.html'), 'utf8');
  const scripts = [
    ...html.matchAll(
      /<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/static\/checkout\/([^"]+\.js)"/g,
    ),
  ].map((m) => m[1]!);
  let raw = 0;
  let gzip = 0;
  for (const file of new Set(scripts)) {
    const bytes = readFileSync(path.join(checkoutDist, file));
    const zipped = gzipSync(bytes, { level: 9 }).length;
    log(`${file}: ${round(bytes.length / 1024, 1)} KB, gzip ${round(zipped / 1024, 1)} KB`);
    raw += bytes.length;
    gzip += zipped;
  }
  if (scripts.length === 0) throw new Error('checkout.html loads no script from /static/checkout/');
  return [
    {
      metric: 'checkout JS loaded (gzip)',
      value: round(gzip / 1024, 1),
      unit: 'KB',
      target: { op: '<=', value: 100 },
      note: `${scripts.length} files`,
    },
    { metric: 'checkout JS loaded (raw)', value: round(raw / 1024, 1), unit: 'KB' },
  ];
}
