import {
  staffInviteSchema,
  staffRoleValues,
  teamMessages,
  teamRoleMessages,
  type AccountDoc,
  type StudentDoc,
} from '@gym/contracts';
import { handleCommand, NotFoundError, uuid, ValidationError } from '@gym/platform';
import { getStudent, STUDENTS } from '@gym/projection-service';
import { sendSetPasswordLink } from '../passwordRecovery/passwordRecovery.ts';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { deleteStudent, minimalProfile, registerMember } from '../students/studentHandlers.ts';
import { parseInput } from '../validation.ts';
import { adminSeatsDecider, adminSeatsStream } from './adminSeatsDecider.ts';
import { invitation } from './invitationMail.ts';
import { staffRoleDecider, staffRoleStream } from './staffRoleDecider.ts';

/**
 * Before an admin is removed or demoted: decided on the account's admin-seats stream, so that two admins doing it to
 * each other at the same moment cannot leave the account without one (the second is refused).
 */
async function releaseAdminSeat(svc: Services, actor: Actor, userId: string, field: 'id' | 'rule') {
  const { accountId } = actor;
  const admins = await svc.documents
    .collection<StudentDoc>(STUDENTS)
    .find({ accountId, rule: 'admin' }, { limit: 500 });
  await handleCommand(svc.eventStore, {
    streamId: adminSeatsStream(accountId),
    decider: adminSeatsDecider,
    command: {
      type: 'ReleaseAdminSeat',
      data: {
        accountId,
        userId,
        actorId: actor.userId,
        adminIds: admins.map((a) => a.id),
        field,
        now: svc.clock.now().toISOString(),
      },
    },
    metadata: metadataOf(actor),
  });
}

/** A member made admin again: an earlier release no longer counts them out of the account's admins. */
async function takeAdminSeat(svc: Services, actor: Actor, userId: string) {
  const { accountId } = actor;
  await handleCommand(svc.eventStore, {
    streamId: adminSeatsStream(accountId),
    decider: adminSeatsDecider,
    command: { type: 'TakeAdminSeat', data: { accountId, userId, now: svc.clock.now().toISOString() } },
    metadata: metadataOf(actor),
  });
}

/** A team member of this account and their role, or 'not staff' (a student or someone else's is not found). */
async function staffMember(svc: Services, accountId: string, id: string) {
  const member = await getStudent(svc.documents, accountId, id);
  const rule = member ? staffRoleValues.find((r) => r === member.rule) : undefined;
  if (!member || !rule) throw new NotFoundError(teamRoleMessages.notStaff);
  return { member, rule };
}

/** inviteStaff: a new member with a role and no password yet; the e-mailed link (7 days) sets it. */
export async function inviteStaff(svc: Services, actor: Actor, account: AccountDoc, input: unknown) {
  const { name, lastName, email, rule } = parseInput(staffInviteSchema, input);
  const id = uuid();
  const position = await registerMember(svc, actor, {
    studentId: id,
    rule,
    origin: 'panel',
    profile: minimalProfile(name, lastName, email),
  });
  await sendSetPasswordLink(svc, account, actor.correlationId, { id, email }, invitation);
  return { id, position };
}

/** updateStaff: changes a team member's role (admin, manager, coach); an admin cannot change their own. */
export async function changeStaffRole(svc: Services, actor: Actor, args: { id: string; rule: string }) {
  const rule = staffRoleValues.find((r) => r === args.rule);
  if (!rule) throw new ValidationError([{ path: ['rule'], message: teamMessages.invalidRole }]);
  const { member, rule: currentRule } = await staffMember(svc, actor.accountId, args.id);
  if (currentRule === 'admin' && rule !== 'admin') await releaseAdminSeat(svc, actor, member.id, 'rule');
  const result = await handleCommand(svc.eventStore, {
    streamId: staffRoleStream(member.id),
    decider: staffRoleDecider,
    command: {
      type: 'ChangeStaffRole',
      data: {
        accountId: actor.accountId,
        userId: member.id,
        currentRule,
        rule,
        actorId: actor.userId,
        now: svc.clock.now().toISOString(),
      },
    },
    metadata: metadataOf(actor),
  });
  if (rule === 'admin') await takeAdminSeat(svc, actor, member.id);
  return { member, position: result.position };
}

/**
 * removeStaff: the membership and the login are deleted (the log keeps the history), so their password stops
 * working and their tokens too (the guard looks the member up on every request). Not yourself, not the last admin.
 */
export async function removeStaff(svc: Services, actor: Actor, id: string) {
  const { member, rule } = await staffMember(svc, actor.accountId, id);
  if (rule === 'admin') await releaseAdminSeat(svc, actor, member.id, 'id');
  return { memberId: member.id, position: await deleteStudent(svc, actor, member.id) };
}
