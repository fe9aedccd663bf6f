import { messages } from '@gym/contracts/messages';

/** A GraphQL answer's data, or the error to show: the server's messages joined, else the generic pt-BR one. */
export function gqlData<T>(body: { data?: T | null; errors?: readonly { message: string }[] } | null): T {
  if (body?.errors?.length) throw new Error(body.errors.map((e) => e.message).join(', '));
  if (!body?.data) throw new Error(messages.genericRequestError);
  return body.data;
}

/** The account code is the address's first segment: /{account}/reviews. */
export const accountCodeOf = (pathname: string): string => decodeURIComponent(pathname.split('/')[1] ?? '');
