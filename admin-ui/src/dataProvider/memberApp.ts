import type { CheckinOutcome } from './checkins';
import { adminRequest } from './request';

const QR_CHECK_IN = `mutation CreateCheckinFromQrCode($token: String!, $programClassId: ID!) {
  createCheckinFromQrCode(token: $token, programClassId: $programClassId) { message status }
}`;

const SUMMARY = 'query MemberAppSummary { memberAppSummary { address publicPage month signedInThisMonth } }';

export interface MemberAppSummary {
  readonly address: string;
  readonly publicPage: string;
  readonly month: string;
  readonly signedInThisMonth: number;
}

/** The member app's console side (issue 25): the check-in screen accepts the code the app shows. */
export const memberAppMethods = {
  memberAppSummary: () => adminRequest<{ memberAppSummary: MemberAppSummary }>(SUMMARY).then((d) => d.memberAppSummary),
  createCheckinFromQrCode: (token: string, programClassId: string) =>
    adminRequest<{ createCheckinFromQrCode: CheckinOutcome }>(QR_CHECK_IN, { token, programClassId }).then(
      (d) => d.createCheckinFromQrCode,
    ),
};
