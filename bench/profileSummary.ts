// Summarises a V8 .cpuprofile (from `node --cpu-prof`): self time per function and inclusive time
// of the functions matching an optional filter.
//   tsx bench/profileSummary.ts <file.cpuprofile> [top=30] [inclusive-filter]
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const [file, topArg, filter] = process.argv.slice(2);
if (!file) throw new Error('usage: profileSummary.ts <file.cpuprofile> [top] [filter]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const top = Number(topArg ?? 30);

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

const label = (n: Node) => {
  const url = n.callFrame.url
    .replace(/^file:\/\//, '')
    .replace(/.*\/node_modules\//, 'nm:')
    .replace(/.*\/work\/main\//, '');
  return `${n.callFrame.functionName || '(anonymous)'} ${url}:${n.callFrame.lineNumber + 1}`;
};

const self = new Map<string, number>();
for (const [id, us] of selfUs) {
  const key = label(byId.get(id)!);
  self.set(key, (self.get(key) ?? 0) + us);
}
console.log(
  `total sampled ${(total / 1000).toFixed(0)} ms over ${((profile.endTime - profile.startTime) / 1000).toFixed(0)} ms wall`,
);
console.log('\nself time:');
for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`  ${(us / 1000).toFixed(0).padStart(7)} ms ${((100 * us) / total).toFixed(1).padStart(5)}%  ${key}`);
}

// Inclusive time: every sample counts once for each distinct function on its stack.
const inclusive = new Map<string, number>();
for (const [id, us] of selfUs) {
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const key = label(byId.get(cur)!);
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + us);
  }
}
console.log(`\ninclusive time${filter ? ` (matching "${filter}")` : ''}:`);
for (const [key, us] of [...inclusive]
  .filter(([key]) => (filter ? key.includes(filter) : !key.startsWith('(root)')))
  .sort((a, b) => b[1] - a[1])
  .slice(0, top)) {
  console.log(`  ${(us / 1000).toFixed(0).padStart(7)} ms ${((100 * us) / total).toFixed(1).padStart(5)}%  ${key}`);
}
