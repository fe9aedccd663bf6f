import { z } from 'zod';
import { pointsOperations } from './events.ts';

/** pt-BR messages of points movements (ours: the spec names only the toasts). */
export const pointsMessages = {
  saved: 'Nova operação de pontos realizada com sucesso',
  saveError: 'Erro ao realizar operação de pontos',
  invalidOperation: 'Operação inválida: use add ou sub',
  valueRequired: 'Informe um valor inteiro maior que zero',
  insufficient: (balance: number) => `Saldo de pontos insuficiente: o aluno tem ${balance} pontos`,
} as const;

/** newMovementPoints(userId, operation, value, obs): spec 002 'Points' validation. */
export const pointsMovementInputSchema = z.object({
  userId: z.string().min(1),
  operation: z.enum(pointsOperations, { error: pointsMessages.invalidOperation }),
  value: z
    .number({ error: pointsMessages.valueRequired })
    .int({ error: pointsMessages.valueRequired })
    .positive({ error: pointsMessages.valueRequired })
    .max(1_000_000_000, { error: pointsMessages.valueRequired }),
  obs: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((obs) => (obs ? obs : null)),
});

export type PointsMovementInput = z.output<typeof pointsMovementInputSchema>;
