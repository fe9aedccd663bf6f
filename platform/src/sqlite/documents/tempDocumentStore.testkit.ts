import { afterEach } from 'vitest';
import { SqliteDocumentStore } from '../documentStore.ts';
import { onTempFile } from '../tempFile.testkit.ts';

/**
 * For a describe block: `open()` gives a document store on a file in a fresh temp folder, closed and
 * removed after the test (at most one per test). `prepare` writes the file before the store opens it.
 */
export function tempDocumentStorePerTest(): (prepare?: (path: string) => void) => {
  store: SqliteDocumentStore;
  path: string;
} {
  let cleanup: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await cleanup?.();
    cleanup = null;
  });
  return (prepare) => {
    const temp = onTempFile('docs.sqlite', (path) => {
      prepare?.(path);
      return SqliteDocumentStore.open(path);
    });
    cleanup = temp.cleanup;
    return temp;
  };
}
