// `npm run bench` runs every benchmark in sequence; `tsx bench/run.ts <name> [...]` runs some of them.
// Prints each figure with its target and PASS/MISS. A miss never fails the process (benchmarks are not
// tests); only a benchmark that crashes does.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchDir, round, verdict, type Bench, type Row } from './lib.ts';

/** Run order: the cheap HTTP one first, the big fills later. */
const ORDER = [
  'consoleFirstLoad',
  'consoleAfterSignIn',
  'createUser',
  'createAccount',
  'projectionLag',
  'alunosQuery',
  'replay',
  'accountInvoices',
];

const available = readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.ts'))
  .map((file) => file.slice(0, -'.bench.ts'.length))
  .sort((a, b) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99));

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; available: ${available.join(', ')}`);
  process.exit(2);
}
const selected = wanted.length > 0 ? available.filter((name) => wanted.includes(name)) : available;

function formatValue(value: number, unit: string): string {
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${unit}`;
}

function printTable(name: string, rows: readonly Row[], seconds: number): void {
  console.log(`\n== ${name} (${round(seconds, 1)} s)`);
  const widths = [Math.max(...rows.map((r) => r.metric.length)), 18, 16];
  for (const row of rows) {
    const target = row.target ? `${row.target.op} ${formatValue(row.target.value, row.unit)}` : '';
    const status = verdict(row);
    console.log(
      `  ${row.metric.padEnd(widths[0]!)}  ${formatValue(row.value, row.unit).padStart(widths[1]!)}  ${target.padEnd(widths[2]!)}  ${status.padEnd(4)}${row.note ? `  (${row.note})` : ''}`,
    );
  }
}

const summary: Array<{ name: string; rows: Row[] | null; error?: unknown }> = [];
const started = performance.now();
for (const name of selected) {
  console.log(`\n>> ${name}: running`);
  const module = (await import(pathToFileURL(path.join(benchDir, `${name}.bench.ts`)).href)) as { default: Bench };
  const start = performance.now();
  try {
    const rows = await module.default();
    printTable(name, rows, (performance.now() - start) / 1000);
    summary.push({ name, rows });
  } catch (error) {
    console.log(`\n== ${name}: ERROR`);
    console.log(error);
    summary.push({ name, rows: null, error });
  }
}

console.log(`\n== summary (${round((performance.now() - started) / 1000, 1)} s total)`);
for (const { name, rows } of summary) {
  if (!rows) {
    console.log(`  ${name.padEnd(14)} ERROR`);
    continue;
  }
  for (const row of rows.filter((r) => r.target)) {
    console.log(
      `  ${name.padEnd(14)} ${verdict(row)}  ${row.metric}: ${formatValue(row.value, row.unit)} (target ${row.target!.op} ${formatValue(row.target!.value, row.unit)})`,
    );
  }
}
process.exitCode = summary.some((s) => s.rows === null) ? 1 : 0;
