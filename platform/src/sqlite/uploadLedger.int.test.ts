import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { uploadLedgerContract } from '../contract/uploadLedger.contract.ts';
import { openUploadLedger } from './uploadLedger.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'upload-ledger-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
uploadLedgerContract('SQLite', async () => openUploadLedger(dir));
