import { z } from 'zod';
import { messages } from '../messages.ts';

/** pt-BR messages of the inbox: spec 002 words where it has them, ours otherwise. */
export const inboxMessages = {
  /** Spec 002 'Reply and message'. */
  bodyTooShort: 'Você precisa escrever uma mensagem para enviar',
  sent: 'Mensagem enviada com sucesso',
  sendError: 'Erro ao enviar mensagem',
  empty: 'Não há mensagens na Caixa de Entrada deste usuário',
  // ours
  messageNotFound: 'Mensagem não encontrada',
  recipientNotFound: 'Nenhum aluno com este e-mail nesta conta',
} as const;

const body = z.string().trim().min(3, inboxMessages.bodyTooShort).max(10_000);

/** createMessage(to, subject, body): `to` is the student's e-mail. */
export const createMessageInputSchema = z.object({
  to: z
    .string()
    .trim()
    .min(1, messages.required)
    .transform((v) => v.toLowerCase()),
  subject: z.string().trim().min(1, messages.required).max(200),
  body,
});

/** sendReplyMessage(messageId, body): a reply needs at least 3 characters. */
export const replyInputSchema = z.object({
  messageId: z.string().min(1),
  body,
});
