/**
 * Collection `inboxThreads`: one document per inbox thread (id = messageId), the row of the account-wide list
 * of /admin/messages. `unread` is 1 while the thread's newest entry is the member's reply (staff have not answered
 * it yet), 0 otherwise: the list sorts on it, unread replies first.
 */
export interface InboxThreadDoc {
  readonly id: string;
  readonly accountId: string;
  readonly studentId: string;
  readonly subject: string;
  /** The sender of the first message. */
  readonly from: string;
  readonly sentAt: string;
  /** When the newest entry (message or reply) was written. */
  readonly lastAt: string;
  readonly lastFrom: string;
  readonly lastBody: string;
  readonly replyIds: readonly string[];
  readonly unread: 0 | 1;
}

/** The words of /admin/messages (spec 002 is silent on the account-wide list: ours). */
export const staffInboxMessages = {
  title: 'Mensagens',
  unread: 'Não lida',
  unreadOnly: 'Somente não lidas',
  student: 'Aluno',
  subject: 'Assunto',
  last: 'Última mensagem',
  replies: 'Respostas',
  open: 'Abrir',
  empty: 'Não há mensagens na Caixa de Entrada desta conta',
  removedStudent: 'Aluno removido',
} as const;
