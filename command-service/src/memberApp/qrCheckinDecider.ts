import type { CheckinQrCodeUsed } from '@gym/contracts/memberApp/qrCheckin';
import { qrCheckinMessages } from '@gym/contracts/memberApp/qrCheckin';
import { IllegalStateError, ValidationError, type Decider } from '@gym/platform';

/** What a shown code says once its signature is checked (null: no valid signature, or not a code at all). */
export interface QrCodeClaims {
  readonly accountId: string;
  readonly studentId: string;
  readonly nonce: string;
  /** Epoch milliseconds. */
  readonly expiresAt: number;
}

export type UseCheckinQrCode = {
  type: 'UseCheckinQrCode';
  data: {
    /** The account of the console that scanned it. */
    readonly accountId: string;
    readonly claims: QrCodeClaims | null;
    readonly programClassId: string;
    readonly now: string;
  };
};

export type QrCodeState = { readonly used: boolean };

/**
 * One code, one use: refused when unsigned or of another account (invalid), past its expiry (expired),
 * or already used (a replay). Time comes in with the command.
 */
export const qrCheckinDecider: Decider<UseCheckinQrCode, CheckinQrCodeUsed, QrCodeState> = {
  initialState: () => ({ used: false }),
  decide(command, state) {
    const { accountId, claims, programClassId, now } = command.data;
    if (!claims || claims.accountId !== accountId) throw ValidationError.field('token', qrCheckinMessages.invalid);
    if (Date.parse(now) > claims.expiresAt) throw ValidationError.field('token', qrCheckinMessages.expired);
    if (state.used) throw new IllegalStateError(qrCheckinMessages.used);
    return [
      {
        type: 'CheckinQrCodeUsed',
        data: { accountId, nonce: claims.nonce, studentId: claims.studentId, programClassId, usedAt: now },
      },
    ];
  },
  evolve: () => ({ used: true }),
};
