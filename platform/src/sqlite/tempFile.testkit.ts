import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Opens an adapter on a real SQLite file in a fresh temp folder; cleanup closes it and removes the folder. */
export function onTempFile<T extends { close(): Promise<void> }>(file: string, open: (path: string) => T) {
  const dir = mkdtempSync(join(tmpdir(), 'gym-sqlite-'));
  const path = join(dir, file);
  const store = open(path);
  return {
    store,
    path,
    cleanup: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
