// The import graph of the repository's production code, read with TypeScript's own pre-processor (import, export …
// from, dynamic import, type-only imports all count), for the architecture checks in importGraph.test.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const WORKSPACES = [
  'contracts',
  'platform',
  'projection-service',
  'command-service',
  'campaign-engine',
  'app',
  'admin-ui',
  'checkout-ui',
  'member-app',
] as const;
export type Workspace = (typeof WORKSPACES)[number];

/** Tests and their kits may reach anywhere (they start the whole product); production code may not. */
const isProduction = (file: string) => /\.tsx?$/.test(file) && !/\.(test|testkit)\.tsx?$/.test(file);

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(full);
    return isProduction(full) ? [full] : [];
  });
}

function resolveRelative(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

export interface ImportGraph {
  readonly root: string;
  /** Repository-relative file → repository-relative files it imports (relative imports only). */
  readonly files: ReadonlyMap<string, readonly string[]>;
  /** Repository-relative file → the workspaces it imports by package name (`@gym/<name>`). */
  readonly packages: ReadonlyMap<string, readonly string[]>;
}

export function readImportGraph(root: string): ImportGraph {
  const files = new Map<string, string[]>();
  const packages = new Map<string, string[]>();
  for (const workspace of WORKSPACES) {
    for (const file of sourceFiles(path.join(root, workspace, 'src'))) {
      const rel = path.relative(root, file);
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const local: string[] = [];
      const named: string[] = [];
      for (const { fileName } of importedFiles) {
        if (fileName.startsWith('.')) {
          const target = resolveRelative(file, fileName);
          if (target) local.push(path.relative(root, target));
        } else if (fileName.startsWith('@gym/')) {
          named.push(fileName.slice('@gym/'.length).split('/')[0] ?? '');
        }
      }
      files.set(rel, local);
      packages.set(rel, named);
    }
  }
  return { root, files, packages };
}

/** Strongly connected components with more than one member (Tarjan), each sorted: the cycles of a graph. */
export function cyclesOf(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** The first path segment under `<workspace>/src/` (a folder, or a file at the top: `services.ts`). */
export function topOf(file: string, workspace: string): string {
  return file.slice(`${workspace}/src/`.length).split('/')[0] ?? '';
}

/** Folder → folders it imports, inside one workspace (files at the top of src/ are their own nodes). */
export function folderGraph(graph: ImportGraph, workspace: string): Map<string, string[]> {
  const edges = new Map<string, Set<string>>();
  for (const [file, targets] of graph.files) {
    if (!file.startsWith(`${workspace}/src/`)) continue;
    const from = topOf(file, workspace);
    const set = edges.get(from) ?? new Set<string>();
    edges.set(from, set);
    for (const target of targets)
      if (target.startsWith(`${workspace}/src/`) && topOf(target, workspace) !== from)
        set.add(topOf(target, workspace));
  }
  return new Map([...edges].map(([k, v]) => [k, [...v]]));
}
