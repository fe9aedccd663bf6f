import { handleCommand } from '@gym/platform';
import { saoPauloToday } from '@gym/contracts';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { appVisitDecider } from './appVisitDecider.ts';
import { qrCheckinDecider } from './qrCheckinDecider.ts';
import { verifyQrCode } from './qrToken.ts';

const MAX_TOKEN = 1000;

/** A code refused before it is read (forged, expired, garbled) is decided on one shared stream. */
export const qrCodeStream = (nonce: string | undefined) => `checkinQrCode-${nonce ?? 'invalid'}`;
export const appMonthStream = (studentId: string, month: string) => `memberAppMonth-${studentId}-${month}`;

/** The São Paulo month the app's openings count in. */
export const appMonthOf = (svc: Services) => saoPauloToday(svc.clock.now()).slice(0, 7);

/**
 * The first half of createCheckinFromQrCode: the code is used, once (the decider refuses a forged, expired,
 * other account's or used code). Answers the student the code names.
 */
export async function useQrCode(
  svc: Services,
  actor: Actor,
  args: { token: string; programClassId: string },
): Promise<string> {
  const token = String(args.token ?? '').slice(0, MAX_TOKEN + 1);
  const claims = verifyQrCode(svc.uploads.secret, token);
  await handleCommand(svc.eventStore, {
    streamId: qrCodeStream(claims?.nonce),
    decider: qrCheckinDecider,
    command: {
      type: 'UseCheckinQrCode',
      data: {
        accountId: actor.accountId,
        claims,
        programClassId: String(args.programClassId),
        now: svc.clock.now().toISOString(),
      },
    },
    metadata: metadataOf(actor),
  });
  // The decider refused every command without claims: past it, they are there.
  return claims!.studentId;
}

/** appOpened: a signed-in opening of the app; only the first of the month is recorded. */
export async function recordAppOpened(svc: Services, actor: Actor, studentId: string) {
  const month = appMonthOf(svc);
  const result = await handleCommand(svc.eventStore, {
    streamId: appMonthStream(studentId, month),
    decider: appVisitDecider,
    command: {
      type: 'RecordAppOpened',
      data: { accountId: actor.accountId, studentId, month, now: svc.clock.now().toISOString() },
    },
    metadata: metadataOf(actor),
  });
  return { firstThisMonth: result.events.length > 0, position: result.position };
}
