import { HttpError } from 'react-admin';
import { RequestError } from './graphqlRequest';

/** The server's field errors of a failed call, keyed by field (for the errors under the fields). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (error instanceof RequestError) return { ...error.errors };
  if (error instanceof HttpError) {
    const errors = (error.body as { errors?: Record<string, string> } | null)?.errors;
    if (errors) return { ...errors };
  }
  return {};
}
