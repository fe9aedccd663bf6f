import { z } from 'zod';
import { byStudent, personal, sealedFor } from '../privacy/personal.ts';

/**
 * Staff asked for a new password for a student (GET admin/alunos/{id}/reset-password). The password
 * itself is never in the log: it is e-mailed and only its hash is kept, in the credential store.
 */
export const studentPasswordResetV1 = sealedFor(
  byStudent,
  z.object({
    accountId: z.string(),
    studentId: z.string(),
    email: personal(z.string()),
    resetAt: z.string(),
  }),
);

export type StudentPasswordReset = { type: 'StudentPasswordReset'; data: z.infer<typeof studentPasswordResetV1> };

export const passwordResetMessages = {
  /** Spec 002 'Student profile'. */
  confirm: 'Tem certeza que quer solicitar uma nova senha para o e-mail do usuário?',
  // ours
  sent: 'Uma nova senha foi enviada para o e-mail do usuário',
  error: 'Erro ao solicitar uma nova senha',
  mailSubject: 'Sua nova senha',
} as const;
