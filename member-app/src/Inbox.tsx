import { useState, type FormEvent } from 'react';
import { memberAppMessages as t } from '@gym/contracts/memberApp/messages';
import { gql } from './api';
import { brDate } from './logic';

export interface InboxMessage {
  readonly id: string;
  readonly from: string;
  readonly subject: string;
  readonly body: string;
  readonly sentAt: string;
  readonly replies: readonly {
    readonly id: string;
    readonly from: string;
    readonly body: string;
    readonly sentAt: string;
  }[];
}

export const INBOX_QUERY = '{ getUserInbox { id from subject body sentAt replies { id from body sentAt } } }';

/** The member's messages (getUserInbox), each with its replies and a reply form (sendReplyMessage). */
export function Inbox({ messages, onChanged }: { messages: readonly InboxMessage[]; onChanged: () => Promise<void> }) {
  return (
    <div className="card">
      <h2>{t.inbox}</h2>
      {messages.length === 0 ? <p className="muted">{t.noMessages}</p> : null}
      <ul className="list">
        {messages.map((m) => (
          <Message key={m.id} message={m} onChanged={onChanged} />
        ))}
      </ul>
    </div>
  );
}

function Message({ message, onChanged }: { message: InboxMessage; onChanged: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const reply = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      await gql('mutation($m: ID!, $b: String!) { sendReplyMessage(messageId: $m, body: $b) { id } }', {
        m: message.id,
        b: body,
      });
      setBody('');
      await onChanged();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setSending(false);
    }
  };
  return (
    <li className="message">
      <button type="button" className="link subject" aria-expanded={open} onClick={() => setOpen(!open)}>
        {message.subject}
      </button>
      <span className="muted">
        {' '}
        · {message.from} · {brDate(message.sentAt)}
      </span>
      {open ? (
        <div>
          <p>{message.body}</p>
          {message.replies.map((r) => (
            <p key={r.id} className="reply">
              <strong>{r.from}</strong> <span className="muted">{brDate(r.sentAt)}</span>
              <br />
              {r.body}
            </p>
          ))}
          <form onSubmit={reply} aria-label={t.reply}>
            <label>
              {t.reply}
              <textarea value={body} onChange={(e) => setBody(e.target.value)} rows={2} />
            </label>
            {error ? (
              <p className="error" role="alert">
                {error}
              </p>
            ) : null}
            <button className="primary" type="submit" disabled={sending}>
              {t.send}
            </button>
          </form>
        </div>
      ) : null}
    </li>
  );
}
