// Benchmark: Lighthouse (the npm package) on the checkout page of the demo gym with a plan preselected,
// in Debian's Chromium through chrome-launcher, Lighthouse's default mobile emulation and throttling.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { demo } from '@gym/app';
import { CHROMIUM_PATH } from '../e2e/browser.testkit.ts';
import { ensureCheckoutBuilt, startCheckoutServer } from './checkoutLib.ts';
import { log, round, tempDataDir, type Row } from './lib.ts';

export default async function checkoutLighthouseBench(): Promise<Row[]> {
  ensureCheckoutBuilt();
  const data = tempDataDir('lighthouse');
  const server = await startCheckoutServer(data.dir);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const { plans } = (await (await fetch(`${server.url}/${demo.accountCode}/checkout/plans`)).json()) as {
      plans: Array<{ code: string; name: string }>;
    };
    const url = `${server.url}/${demo.accountCode}/checkout?variant=A&plan=${plans.find((p) => p.name === 'Plano Mensal')!.code}`;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error('lighthouse returned no result');
    const { categories, audits } = result.lhr;
    const failing = Object.values(audits)
      .filter(
        (a) => a.score !== null && a.score < 1 && (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric'),
      )
      .map((a) => `${a.id}=${a.score}`);
    log(`audits below 1: ${failing.join(', ')}`);
    const lcp = audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
    return [
      {
        metric: 'Lighthouse performance (mobile)',
        value: round((categories.performance?.score ?? 0) * 100, 0),
        unit: '',
        target: { op: '>=', value: 95 },
      },
      {
        metric: 'Lighthouse accessibility',
        value: round((categories.accessibility?.score ?? 0) * 100, 0),
        unit: '',
        target: { op: '>=', value: 95 },
      },
      { metric: 'LCP (mobile, simulated)', value: round(lcp, 0), unit: 'ms', target: { op: '<=', value: 2500 } },
      {
        metric: 'total blocking time',
        value: round(audits['total-blocking-time']?.numericValue ?? Number.NaN, 0),
        unit: 'ms',
      },
    ];
  } finally {
    chrome.kill();
    await server.close();
    data.remove();
  }
}
