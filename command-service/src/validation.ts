import { ValidationError } from '@gym/platform';
import type { z } from 'zod';

/**
 * Parses untrusted input with a contracts schema; refusals become one ValidationError carrying
 * every field message with its path under `root` (e.g. ['input', 'email']).
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  root: readonly string[] = ['input'],
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: [...root, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
    message: issue.message,
  }));
  throw new ValidationError(issues);
}
