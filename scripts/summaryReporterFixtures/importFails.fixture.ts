import { expect, it } from 'vitest';
import './brokenHelper.ts';

// The import throws: the module is never collected.
it('never collected', () => expect(1).toBe(1));
