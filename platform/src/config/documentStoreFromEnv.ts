import type { DocumentStore } from '../ports/documentStore.ts';
import { MongoDocumentStore } from '../mongo/documentStore.ts';

/**
 * The read-model store the environment asks for: MongoDB when MONGODB_URL is set (MONGODB_DATABASE
 * names the database, default `gym`), otherwise the embedded one given. `writer` names the process's
 * role (projector, campaign engine...): each role recovers its own interrupted batches.
 */
export function documentStoreFromEnv(
  embedded: DocumentStore,
  env: NodeJS.ProcessEnv = process.env,
  writer = 'main',
): DocumentStore {
  const url = env.MONGODB_URL?.trim();
  if (!url) return embedded;
  return MongoDocumentStore.open({ url, database: env.MONGODB_DATABASE?.trim() || 'gym', writer });
}
