// The real server in a child process for the HTTP benchmarks: `node --import tsx bench/serverProcess.ts <dataDir>`.
// Prints {"url": ...} on stdout once listening; answers each "cpu" line on stdin with {"cpuMs": ...}
// (user + system CPU time of this process so far); closes the server and exits when stdin ends.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { startServer } from '@gym/app';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: serverProcess.ts <dataDir>');

// The checkout benchmarks load the built page and buy from one address: BENCH_CHECKOUT=1 serves the page and lifts the anti-carding limits.
const checkout = process.env.BENCH_CHECKOUT === '1';
const server = await startServer({
  dataDir,
  port: 0,
  seed: true,
  log: () => {},
  ...(checkout
    ? {
        checkoutUiDir: path.resolve('checkout-ui/dist'),
        checkoutLimits: { perAddress: 1e9, perCard: 1e9, tokenizePerAddress: 1e9 },
      }
    : {}),
  // The member app benchmark loads the built app (issue 25).
  ...(process.env.BENCH_MEMBER_APP === '1' ? { memberAppDir: path.resolve('member-app/dist') } : {}),
  // The projector-down benchmark (issue 36): the read side runs in another process, as RUN_PROJECTIONS=false.
  ...(process.env.BENCH_PROJECTIONS_ELSEWHERE === '1' ? { runProjections: false, runCampaignEngine: false } : {}),
});
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);

let closing = false;
const shutdown = async (): Promise<void> => {
  if (closing) return;
  closing = true;
  await server.close();
  // process.exit (not a signal) so that --cpu-prof writes its profile.
  process.exit(0);
};
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() === 'cpu') {
    const { user, system } = process.cpuUsage();
    // Resident memory now and its peak so far, in KB (the upload benchmark's streaming check).
    process.stdout.write(
      `${JSON.stringify({ cpuMs: (user + system) / 1000, mainThreadCpuMs: mainThreadCpuMs(), peakRssKb: process.resourceUsage().maxRSS, rssKb: Math.round(process.memoryUsage.rss() / 1024) })}\n`,
    );
  }
});
/**
 * CPU time (user + system, ms) of the main thread alone (the one answering HTTP), from Linux's
 * /proc/self/task/<pid>/stat (fields 14 and 15, in clock ticks of 10 ms); null elsewhere.
 */
function mainThreadCpuMs(): number | null {
  try {
    if (!readdirSync('/proc/self/task').includes(String(process.pid))) return null;
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

process.stdin.on('end', () => void shutdown());
process.stdin.on('close', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
