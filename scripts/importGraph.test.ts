// The house rules of docs/architecture.md ("Dependencies run downward"), checked over the import graph of the
// production code (tests and test kits may reach anywhere).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cyclesOf, folderGraph, readImportGraph, topOf, WORKSPACES, type Workspace } from './importGraph.ts';

const root = path.resolve(import.meta.dirname, '..');
const graph = readImportGraph(root);

/** Which workspaces each one may import by package name (DESIGN.md's table). */
const mayImport: Record<Workspace, readonly Workspace[]> = {
  contracts: [],
  platform: ['contracts'],
  'projection-service': ['contracts', 'platform'],
  'command-service': ['contracts', 'platform', 'projection-service'],
  'campaign-engine': ['contracts', 'platform'],
  app: ['contracts', 'platform', 'projection-service', 'command-service', 'campaign-engine'],
  'admin-ui': ['contracts'],
  'checkout-ui': ['contracts'],
  'member-app': ['contracts'],
};

// command-service's floors: the composition root wires every feature; the base serves every feature.
const COMPOSITION = new Set(['http', 'graphql', 'index.ts']);
const BASE = new Set([
  'web',
  'tenancy',
  'auth',
  'security',
  'testing',
  'aggregates.ts',
  'services.ts',
  'validation.ts',
]);
const floorOf = (top: string) => (COMPOSITION.has(top) ? 'composition' : BASE.has(top) ? 'base' : 'feature');

/**
 * Features still calling another feature's command handlers (a workflow commanding another aggregate: the checkout
 * registers the student it sold to, the demo seeds drive several features). The rule is that they should not; this
 * number may only go down. Lower it when you remove one.
 */
const CROSS_FEATURE_HANDLER_IMPORTS = 40;

const commandServiceImports = () =>
  [...graph.files].flatMap(([file, targets]) =>
    file.startsWith('command-service/src/')
      ? targets
          .filter((t) => t.startsWith('command-service/src/'))
          .map((target) => ({
            file,
            target,
            from: topOf(file, 'command-service'),
            to: topOf(target, 'command-service'),
          }))
      : [],
  );

describe('the import graph', () => {
  it('reads the code it checks (the checks below can fail)', () => {
    expect(graph.files.size).toBeGreaterThan(500);
    expect(graph.files.get('command-service/src/http/app.ts')).toContain('command-service/src/web/rest.ts');
    expect(
      cyclesOf(
        new Map([
          ['a', ['b']],
          ['b', ['a']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b']]);
  });

  it('has no cycle between files in any workspace, type-only imports included', () => {
    expect(cyclesOf(graph.files)).toEqual([]);
  });

  it('lets each workspace import only the workspaces below it', () => {
    const wrong = [...graph.packages].flatMap(([file, names]) => {
      const workspace = WORKSPACES.find((w) => file.startsWith(`${w}/`));
      return workspace
        ? names
            .filter((n) => n !== workspace && !mayImport[workspace].includes(n as Workspace))
            .map((n) => `${file} → @gym/${n}`)
        : [];
    });
    expect(wrong).toEqual([]);
  });
});

describe('command-service: features import web/ and platform, never http/, graphql/ or another feature in a loop', () => {
  it('has no import running back up into the composition root (http/, graphql/, index.ts)', () => {
    const up = commandServiceImports().filter(
      (i) => floorOf(i.to) === 'composition' && floorOf(i.from) !== 'composition',
    );
    expect(up.map((i) => `${i.file} → ${i.target}`)).toEqual([]);
  });

  it('keeps the base (web/, tenancy/, auth/, security/, the services and aggregates) free of features', () => {
    const wrong = commandServiceImports().filter((i) => floorOf(i.from) === 'base' && floorOf(i.to) !== 'base');
    expect(wrong.map((i) => `${i.file} → ${i.target}`)).toEqual([]);
  });

  it('has no cycle between feature folders', () => {
    expect(cyclesOf(folderGraph(graph, 'command-service'))).toEqual([]);
  });

  it("does not add imports of another feature's command handlers", () => {
    const crossing = commandServiceImports().filter(
      (i) =>
        floorOf(i.from) === 'feature' &&
        floorOf(i.to) === 'feature' &&
        i.from !== i.to &&
        /Handlers?\.ts$/.test(i.target),
    );
    expect(crossing.length).toBeLessThanOrEqual(CROSS_FEATURE_HANDLER_IMPORTS);
  });
});
