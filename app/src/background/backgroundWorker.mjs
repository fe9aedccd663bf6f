// Entry of the background thread: registers tsx (the sources are TypeScript) and runs the worker.
import { register } from 'tsx/esm/api';

register();
await import('./backgroundWorker.ts');
