import { z } from 'zod';

/**
 * zod's own messages (a string too long, a wrong type...) in Portuguese wherever the contracts are
 * loaded, server and browsers alike: a message a schema does not word itself is never English.
 */
z.config(z.locales.pt());
