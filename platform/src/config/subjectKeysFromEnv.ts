import { join } from 'node:path';
import { MongoSubjectKeyStore } from '../mongo/subjectKeyStore.ts';
import type { SubjectKeyStore } from '../ports/subjectKeys.ts';
import { SqliteSubjectKeyStore } from '../sqlite/subjectKeyStore.ts';

/**
 * The store of the students' personal-data keys: the `subject_keys` collection of the read-model
 * database when MONGODB_URL is set, otherwise `DATA_DIR/keys.sqlite`. Every process of one installation
 * must use the same one (the split services share DATA_DIR or MONGODB_URL).
 */
export function subjectKeysFromEnv(dataDir: string, env: NodeJS.ProcessEnv = process.env): SubjectKeyStore {
  const url = env.MONGODB_URL?.trim();
  if (url) return new MongoSubjectKeyStore({ url, database: env.MONGODB_DATABASE?.trim() || 'gym' });
  return SqliteSubjectKeyStore.open(join(dataDir, 'keys.sqlite'));
}
