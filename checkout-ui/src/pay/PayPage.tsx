import { useEffect, useState } from 'react';
import { billingMessages, selfServiceTexts as t } from '@gym/contracts/billing/messages';
import { maskCardNumber, maskCvv, maskExpiry } from '@gym/contracts/checkout/formRules';
import { formatBRL } from '@gym/contracts/validation/money';
import { formatDate } from '@gym/contracts/validation/date';
import { loadOverview, openPix, payByCard, pixStatus, tokenizeCard, type Overview, type Pix } from './api';

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_m, key: string) => String(values[key] ?? ''));

/** /{account}/pagamento?t=…: the member pays the overdue payments with a new card (kept on file) or with Pix. */
export const PayPage = () => {
  const [overview, setOverview] = useState<Overview | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [card, setCard] = useState({ number: '', name: '', expiry: '', cvv: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pix, setPix] = useState<Pix | null>(null);
  const [copied, setCopied] = useState(false);

  const reload = () =>
    loadOverview().then(setOverview, (e: Error) => {
      setLoadError(e.message);
    });
  useEffect(() => {
    void reload();
  }, []);

  // While a Pix is open, ask every 2 s whether it was paid.
  useEffect(() => {
    if (!pix || done) return;
    const timer = setInterval(() => {
      pixStatus(pix.pixId).then(
        (s) => {
          if (s.status === 'paid') {
            setDone(t.pixPaid);
            void reload();
          }
        },
        () => {},
      );
    }, 2000);
    return () => clearInterval(timer);
  }, [pix, done]);

  if (loadError)
    return (
      <main className="pay">
        <h1>{t.title}</h1>
        <p className="alert" role="alert">
          {loadError}
        </p>
      </main>
    );
  if (!overview)
    return (
      <main className="pay">
        <p role="status">{t.loading}</p>
      </main>
    );

  const total = formatBRL(overview.total);
  const payCard = async () => {
    setBusy(true);
    setError(null);
    try {
      const token = await tokenizeCard({
        number: card.number.replace(/\s/g, ''),
        holder_name: card.name,
        expiry: card.expiry,
        cvv: card.cvv,
      });
      const outcome = await payByCard(token.token);
      if (outcome.status === 'approved') {
        setDone(t.cardApproved);
        await reload();
      } else setError(outcome.message);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const startPix = async () => {
    setBusy(true);
    setError(null);
    try {
      setPix(await openPix());
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="pay">
      <h1>{t.title}</h1>
      {done ? (
        <p className="notice" role="status">
          {done}
        </p>
      ) : null}
      {overview.payments.length > 0 ? (
        <>
          <section className="card">
            <p>
              {fill(t.intro, {
                name: overview.firstName,
                count: overview.payments.length,
                plan: overview.plan,
                gym: overview.gym,
              })}
            </p>
            <table>
              <thead>
                <tr>
                  <th>{t.dueDate}</th>
                  <th className="value">{t.value}</th>
                </tr>
              </thead>
              <tbody>
                {overview.payments.map((p) => (
                  <tr key={p.id}>
                    <td>{formatDate(p.dueDate)}</td>
                    <td className="value">{formatBRL(p.value)}</td>
                  </tr>
                ))}
                <tr>
                  <th>{t.total}</th>
                  <th className="value">{total}</th>
                </tr>
              </tbody>
            </table>
            {overview.card ? <p>{fill(t.savedCard, overview.card)}</p> : null}
          </section>
          {error ? (
            <p className="alert" role="alert">
              {error}
            </p>
          ) : null}
          <section className="card" aria-labelledby="pay-card">
            <h2 id="pay-card">{t.cardTitle}</h2>
            <label htmlFor="number">{t.cardNumber}</label>
            <input
              id="number"
              inputMode="numeric"
              autoComplete="cc-number"
              value={card.number}
              onChange={(e) => setCard({ ...card, number: maskCardNumber(e.target.value) })}
            />
            <label htmlFor="name">{t.cardName}</label>
            <input
              id="name"
              autoComplete="cc-name"
              value={card.name}
              onChange={(e) => setCard({ ...card, name: e.target.value })}
            />
            <div className="row">
              <div>
                <label htmlFor="expiry">{t.cardExpiry}</label>
                <input
                  id="expiry"
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  value={card.expiry}
                  onChange={(e) => setCard({ ...card, expiry: maskExpiry(e.target.value) })}
                />
              </div>
              <div>
                <label htmlFor="cvv">{t.cardCvv}</label>
                <input
                  id="cvv"
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  value={card.cvv}
                  onChange={(e) => setCard({ ...card, cvv: maskCvv(e.target.value, card.number) })}
                />
              </div>
            </div>
            <button type="button" disabled={busy} onClick={() => void payCard()}>
              {busy ? t.paying : fill(t.payByCard, { total })}
            </button>
          </section>
          <section className="card" aria-labelledby="pay-pix">
            <h2 id="pay-pix">{t.pixTitle}</h2>
            {pix ? (
              <>
                <img className="qr" src={pix.qrCodeDataUrl} alt={t.pixQrAlt} />
                <label htmlFor="pix-code">{t.pixCode}</label>
                <textarea id="pix-code" readOnly rows={4} value={pix.copyPasteCode} />
                <button
                  type="button"
                  onClick={() =>
                    void navigator.clipboard?.writeText(pix.copyPasteCode).then(
                      () => setCopied(true),
                      () => {},
                    )
                  }
                >
                  {t.pixCopy}
                </button>
                <p role="status">{copied ? t.pixCopied : t.pixWaiting}</p>
              </>
            ) : (
              <button type="button" disabled={busy} onClick={() => void startPix()}>
                {fill(t.pixOpen, { total })}
              </button>
            )}
          </section>
        </>
      ) : done ? null : (
        <p className="card">{billingMessages.nothingOverdue}</p>
      )}
    </main>
  );
};
