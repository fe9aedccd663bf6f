import { teamRemovalMessages, type Role } from '@gym/contracts';

/**
 * Whether an admin may remove a team member: never themselves (an account could lose the one who
 * manages it), and never the account's last admin. Pure: the admins of the account come in.
 * Answers the refusal's pt-BR message, or null when the removal is allowed.
 */
export function staffRemovalRefusal(input: {
  readonly actorId: string | null;
  readonly target: { readonly id: string; readonly rule: Role };
  readonly adminIds: readonly string[];
}): string | null {
  if (input.actorId === input.target.id) return teamRemovalMessages.ownRemoval;
  if (input.target.rule === 'admin' && input.adminIds.filter((id) => id !== input.target.id).length === 0)
    return teamRemovalMessages.lastAdmin;
  return null;
}
