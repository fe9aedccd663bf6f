import { session } from './session';

/** Spec 001: a user whose rule is admin or manager counts as manager. */
export const isManager = () => ['admin', 'manager'].includes(session.user()?.rule ?? '');
/** Spec 001's 'padawan': the privileged user who may delete and edit; we read it as admin and manager. */
export const isPrivileged = isManager;
