// Benchmark (issue 25): Lighthouse on the member app's first screen (the sign-in card of the demo gym), in
// Debian's Chromium through chrome-launcher, Lighthouse's default mobile emulation and throttling. Lighthouse 12
// has no PWA category any more; installability is covered by the manifest and worker tests.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { demo } from '@gym/app';
import { CHROMIUM_PATH } from '../e2e/browser.testkit.ts';
import { log, round, startChildServer, tempDataDir, type Row } from './lib.ts';

export default async function memberAppLighthouseBench(): Promise<Row[]> {
  process.env.BENCH_MEMBER_APP = '1';
  const data = tempDataDir('member-app-lighthouse');
  const server = await startChildServer(data.dir);
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
    const result = await lighthouse(`${server.url}/${demo.accountCode}/app/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error('lighthouse returned no result');
    const { categories, audits } = result.lhr;
    const failing = Object.values(audits)
      .filter(
        (a) => a.score !== null && a.score < 1 && (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric'),
      )
      .map((a) => `${a.id}=${a.score}`);
    log(`audits below 1: ${failing.join(', ')}`);
    const score = (id: string) => round((categories[id]?.score ?? 0) * 100, 0);
    return [
      {
        metric: 'app Lighthouse performance (mobile)',
        value: score('performance'),
        unit: '',
        target: { op: '>=', value: 90 },
      },
      {
        metric: 'app Lighthouse accessibility',
        value: score('accessibility'),
        unit: '',
        target: { op: '>=', value: 90 },
      },
      {
        metric: 'app Lighthouse best practices',
        value: score('best-practices'),
        unit: '',
        target: { op: '>=', value: 90 },
      },
      {
        metric: 'app LCP (mobile, simulated)',
        value: round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN, 0),
        unit: 'ms',
        target: { op: '<=', value: 2500 },
      },
    ];
  } finally {
    chrome.kill();
    await server.close();
    data.remove();
  }
}
