/**
 * Mutation testing (Stryker) of the business rules: the deciders, the validators, the projections and
 * the campaign rules, against the unit tests only (vitest.mutation.config.ts). Prints the score per
 * folder and writes it into docs/testing.md (between the mutation-scores markers; rows of folders not
 * run this time are kept). Slow: not part of `npm test`.
 *
 *   npm run mutation                         every group
 *   npm run mutation -- deciders validators  some groups
 *   npm run mutation -- command-service/src/programs   one folder (or several)
 *
 * MUTATION_CONCURRENCY (default 2) sets Stryker's test-runner processes: the machine is shared.
 * Stryker's JSON report (every mutant, with its status) is written to .cache/mutation/report.json.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Stryker } from '@stryker-mutator/core';

const root = path.resolve(import.meta.dirname, '..');

interface Group {
  readonly name: string;
  /** The folder whose own files and whose subfolders' files are looked at. */
  readonly base: string;
  readonly file: RegExp;
}

export const GROUPS: readonly Group[] = [
  { name: 'deciders', base: 'command-service/src', file: /Decider\.ts$/ },
  { name: 'validators', base: 'contracts/src/validation', file: /^(?!index\.ts$).*\.ts$/ },
  { name: 'projections', base: 'projection-service/src', file: /(Projections?|Handlers|^projections)\.ts$/ },
  // types.ts holds only types: nothing to mutate.
  { name: 'campaign rules', base: 'campaign-engine/src/rules', file: /^(?!types\.ts$).*\.ts$/ },
];

/** The files of a group, by folder (the base itself and its direct subfolders; tests excluded). */
export function filesOf(group: Group): Map<string, string[]> {
  const folders = [
    group.base,
    ...readdirSync(path.join(root, group.base))
      .map((d) => `${group.base}/${d}`)
      .filter((d) => statSync(path.join(root, d)).isDirectory()),
  ];
  const byFolder = new Map<string, string[]>();
  for (const folder of folders) {
    const files = readdirSync(path.join(root, folder))
      .filter((f) => group.file.test(f) && !/\.test\.tsx?$/.test(f) && !/\.testkit\.ts$/.test(f))
      .map((f) => `${folder}/${f}`);
    if (files.length > 0) byFolder.set(folder, files.sort());
  }
  return byFolder;
}

interface Row {
  group: string;
  folder: string;
  mutants: number;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  score: number;
  measured: string;
}

const START = '<!-- mutation-scores:start (written by npm run mutation) -->';
const END = '<!-- mutation-scores:end -->';
const HEADER = [
  '| group | folder | mutants | killed | timeout | survived | no coverage | score | measured |',
  '|---|---|---:|---:|---:|---:|---:|---:|---|',
];

function parseRows(doc: string): Row[] {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < 0) return [];
  return doc
    .slice(start, end)
    .split('\n')
    .filter((l) => /^\| (?!group |---)/.test(l))
    .map((l) => {
      const [group, folder, mutants, killed, timeout, survived, noCoverage, score, measured] = l
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      return {
        group: group!,
        folder: folder!.replace(/`/g, ''),
        mutants: Number(mutants),
        killed: Number(killed),
        timeout: Number(timeout),
        survived: Number(survived),
        noCoverage: Number(noCoverage),
        score: Number.parseFloat(score!),
        measured: measured!,
      };
    });
}

const formatRow = (r: Row) =>
  `| ${r.group} | \`${r.folder}\` | ${r.mutants} | ${r.killed} | ${r.timeout} | ${r.survived} | ${r.noCoverage} | ${r.score.toFixed(1)} % | ${r.measured} |`;

function writeScores(rows: readonly Row[]): void {
  const file = path.join(root, 'docs/testing.md');
  const doc = readFileSync(file, 'utf8');
  const merged = new Map(parseRows(doc).map((r) => [r.folder, r] as const));
  for (const r of rows) merged.set(r.folder, r);
  const order = (r: Row) => GROUPS.findIndex((g) => g.name === r.group);
  const table = [...merged.values()]
    .sort((a, b) => order(a) - order(b) || a.folder.localeCompare(b.folder))
    .map(formatRow);
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < 0) throw new Error(`docs/testing.md has no ${START} ... ${END} section`);
  writeFileSync(file, `${doc.slice(0, start)}${[START, ...HEADER, ...table].join('\n')}\n${doc.slice(end)}`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const selected: { group: Group; folder: string; files: string[] }[] = [];
  for (const group of GROUPS) {
    for (const [folder, files] of filesOf(group)) {
      const wanted =
        args.length === 0 || args.includes(group.name) || args.some((a) => a.replace(/\/$/, '') === folder);
      if (wanted) selected.push({ group, folder, files });
    }
  }
  if (selected.length === 0)
    throw new Error(
      `nothing to mutate for ${args.join(' ')}: give a group (${GROUPS.map((g) => g.name).join(', ')}) or a folder`,
    );
  const concurrency = Number(process.env.MUTATION_CONCURRENCY ?? 2);
  const started = Date.now();
  const results = await new Stryker({
    testRunner: 'vitest',
    plugins: ['@stryker-mutator/vitest-runner'],
    vitest: { configFile: 'vitest.mutation.config.ts' },
    mutate: selected.flatMap((s) => s.files),
    concurrency,
    coverageAnalysis: 'perTest',
    // Type errors a mutant introduces are not looked for (vitest does not type-check): such a mutant is run like any other.
    disableTypeChecks: '**/*.{ts,tsx}',
    ignorePatterns: [
      '/e2e',
      '/bench',
      '/admin-ui',
      '/checkout-ui',
      '/data',
      '/docs',
      '/.cache',
      '/coverage',
      '**/dist',
    ],
    tempDirName: '.cache/stryker-tmp',
    cleanTempDir: 'always',
    reporters: ['progress-append-only', 'json'],
    jsonReporter: { fileName: '.cache/mutation/report.json' },
    timeoutMS: 10_000,
  }).runMutationTest();
  const minutes = (Date.now() - started) / 60_000;

  const measured = new Date().toISOString().slice(0, 10);
  const rows: Row[] = selected.map(({ group, folder }) => {
    const mine = results.filter((m) => path.dirname(path.relative(root, path.resolve(root, m.fileName))) === folder);
    const count = (status: string) => mine.filter((m) => m.status === status).length;
    const killed = count('Killed');
    const timeout = count('Timeout');
    const survived = count('Survived');
    const noCoverage = count('NoCoverage');
    const valid = killed + timeout + survived + noCoverage;
    return {
      group: group.name,
      folder,
      mutants: valid,
      killed,
      timeout,
      survived,
      noCoverage,
      score: valid === 0 ? 100 : ((killed + timeout) / valid) * 100,
      measured,
    };
  });
  console.log(
    `\nmutation scores (killed + timeout of the mutants; ${minutes.toFixed(1)} min at concurrency ${concurrency}):`,
  );
  for (const r of rows)
    console.log(
      `  ${r.score.toFixed(1).padStart(5)} %  ${String(r.mutants).padStart(4)} mutants  ${r.survived} survived, ${r.noCoverage} no coverage  ${r.folder} (${r.group})`,
    );
  const survivors = results.filter((m) => m.status === 'Survived' || m.status === 'NoCoverage');
  if (survivors.length > 0) {
    console.log(`\nsurvivors (${survivors.length}):`);
    for (const m of survivors) {
      const file = path.relative(root, path.resolve(root, m.fileName));
      console.log(
        `  ${m.status === 'Survived' ? 'survived   ' : 'no coverage'}  ${file}:${m.location.start.line}  ${m.mutatorName}: ${(m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 100)}`,
      );
    }
  }
  writeScores(rows);
  console.log(`\ndocs/testing.md: ${rows.length} folder rows written`);
}

await main();
