import { z } from 'zod';

// zod 4 compiles object parsers with `new Function` after probing for it; under the console's CSP
// (script-src 'self', no 'unsafe-eval') the probe itself is a violation on every screen (issue 36).
// Imported first by main.tsx, before any schema parses; zod is already in the entry's chunks.
z.config({ jitless: true });
