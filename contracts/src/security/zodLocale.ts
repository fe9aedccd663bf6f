import { z } from 'zod';

/**
 * zod's own messages (a string too long, a wrong type...) in Portuguese wherever the contracts are
 * loaded, server and browsers alike: a message a schema does not word itself is never English.
 */
z.config(z.locales.pt());

// In a browser our pages' CSP forbids eval: zod's JIT would probe `new Function` (a CSP violation
// report on every page, issue 36); parsing without it is what the browsers can run anyway.
if (typeof document !== 'undefined') z.config({ jitless: true });
