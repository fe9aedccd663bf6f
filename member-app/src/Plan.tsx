import { useCallback, useEffect, useState } from 'react';
import { memberAccountMessages as m } from '@gym/contracts/memberApp/accountMessages';
import { selfServiceTexts as s } from '@gym/contracts/billing/messages';
import { memberAppMessages as t } from '@gym/contracts/memberApp/messages';
import { gql } from './api';
import './account.css';
import { activePlan, brl, cardComplete, maskCardNumber, maskCvv, maskExpiry, type MemberPlan } from './accountLogic';
import { brDate } from './logic';

const PLANS = `{ getAlunoPlans { list { id name status statusLabel startDate endDate total overdueAmount
  card { brand last4 } planPayments { id date value received status } } } }`;
const PAY = `mutation($id: ID!, $card: String) { payOverduePayments(studentPlanId: $id, cardToken: $card) { status message } }`;
const OPEN_PIX = `mutation($id: ID!) { openOverduePix(studentPlanId: $id) { pixId amount copyPasteCode qrCodeDataUrl } }`;
const PIX_STATUS = `mutation($id: ID!, $pix: ID!) { overduePixStatus(studentPlanId: $id, pixId: $pix) { status } }`;

interface Pix {
  readonly pixId: string;
  readonly amount: number;
  readonly copyPasteCode: string;
  readonly qrCodeDataUrl: string;
}

/**
 * Plano: the member's active plan, every payment with its status, and paying the overdue ones now (issue 24's
 * self-service payment on the member endpoint): the card on file, another card (tokenized at the provider's
 * endpoint, as on the checkout and the e-mailed page), or Pix (QR code and copy-and-paste, polled every 2 s).
 */
export function Plan() {
  const [plans, setPlans] = useState<MemberPlan[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(
    () =>
      gql<{ getAlunoPlans: { list: MemberPlan[] } }>(PLANS).then(
        (r) => setPlans(r.getAlunoPlans.list),
        (e: Error) => setError(e.message),
      ),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);

  if (!plans)
    return (
      <section aria-label={m.planTitle}>
        <h1>{m.planTitle}</h1>
        {error ? (
          <p className="error" role="alert">
            {error}
          </p>
        ) : (
          <p className="muted">{t.loading}</p>
        )}
      </section>
    );
  const current = activePlan(plans);
  const others = plans.filter((p) => p !== current);
  return (
    <section aria-label={m.planTitle}>
      <h1>{m.planTitle}</h1>
      {current ? <PlanCard plan={current} onChanged={load} /> : <p className="card muted">{m.noPlan}</p>}
      {others.length > 0 ? (
        <>
          <h2>{m.otherPlans}</h2>
          {others.map((p) => (
            <PlanCard key={p.id} plan={p} onChanged={load} />
          ))}
        </>
      ) : null}
    </section>
  );
}

function PlanCard({ plan, onChanged }: { plan: MemberPlan; onChanged: () => Promise<void> }) {
  // Kept here: once paid, the plan reloads with nothing overdue and the payment form goes away.
  const [paid, setPaid] = useState<string | null>(null);
  return (
    <div className="card" data-testid={`plan-${plan.id}`}>
      <div className="row">
        <h2>{plan.name}</h2>
        <span className="badge">{plan.statusLabel}</span>
      </div>
      <p className="muted">
        {m.period(brDate(plan.startDate), plan.endDate ? brDate(plan.endDate) : null)} · {brl(plan.total)}
      </p>
      {plan.card ? <p className="muted">{m.cardOnFile(plan.card.brand, plan.card.last4)}</p> : null}
      <h2>{m.payments}</h2>
      {plan.planPayments.length === 0 ? <p className="muted">{m.noPayments}</p> : null}
      <ul className="list movements" aria-label={m.payments}>
        {plan.planPayments.map((p) => (
          <li key={p.id} className="row">
            <span>
              {brDate(p.date)}
              <br />
              <strong>{brl(p.value)}</strong>
            </span>
            <span className={`badge pay-${p.status}`}>{m.paymentStatuses[p.status] ?? p.status}</span>
          </li>
        ))}
      </ul>
      {paid ? (
        <p className="notice" role="status">
          {paid}
        </p>
      ) : null}
      {plan.overdueAmount > 0 ? (
        <PayOverdue
          plan={plan}
          onPaid={(notice) => {
            setPaid(notice);
            return onChanged();
          }}
        />
      ) : null}
    </div>
  );
}

type Mode = 'choose' | 'card' | 'pix';

function PayOverdue({ plan, onPaid }: { plan: MemberPlan; onPaid: (notice: string) => Promise<void> }) {
  const [mode, setMode] = useState<Mode>('choose');
  const [card, setCard] = useState({ number: '', name: '', expiry: '', cvv: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pix, setPix] = useState<Pix | null>(null);
  const [copied, setCopied] = useState(false);

  // While a Pix is open, ask every 2 s whether it was paid.
  useEffect(() => {
    if (!pix) return;
    const timer = setInterval(() => {
      gql<{ overduePixStatus: { status: string } }>(PIX_STATUS, { id: plan.id, pix: pix.pixId }).then(
        (r) => {
          if (r.overduePixStatus.status !== 'paid') return;
          clearInterval(timer);
          setPix(null);
          void onPaid(m.pixPaid);
        },
        () => {},
      );
    }, 2000);
    return () => clearInterval(timer);
  }, [pix, plan.id, onPaid]);

  const pay = async (cardToken: string | null) => {
    const r = await gql<{ payOverduePayments: { status: string; message: string | null } }>(PAY, {
      id: plan.id,
      card: cardToken,
    });
    if (r.payOverduePayments.status !== 'approved') throw new Error(r.payOverduePayments.message ?? s.networkFailed);
    await onPaid(m.paid);
  };
  const run = (work: () => Promise<void>) => async () => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const payWithNewCard = run(async () => {
    if (!cardComplete(card)) throw new Error(m.cardIncomplete);
    // The card goes to the provider's tokenization endpoint only (the sandbox's, as on the checkout).
    const response = await fetch('/payments/sandbox/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        number: card.number.replace(/\s/g, ''),
        holder_name: card.name,
        expiry: card.expiry,
        cvv: card.cvv,
      }),
    }).catch(() => null);
    const body = (await response?.json().catch(() => null)) as { token?: string; error?: string } | null;
    if (!response?.ok || !body?.token) throw new Error(body?.error ?? s.networkFailed);
    await pay(body.token);
  });

  return (
    <div className="pay" role="group" aria-label={m.payOverdue}>
      <p className="error">{m.overdueNotice(brl(plan.overdueAmount))}</p>
      {mode === 'choose' ? (
        <div className="stack">
          {plan.card ? (
            <button type="button" className="primary" disabled={busy} onClick={run(() => pay(null))}>
              {busy ? m.paying : m.payWithCardOnFile(plan.card.brand, plan.card.last4)}
            </button>
          ) : null}
          <button type="button" className="secondary" disabled={busy} onClick={() => setMode('card')}>
            {m.payWithNewCard}
          </button>
          <button
            type="button"
            className="secondary"
            disabled={busy}
            onClick={run(async () => {
              const r = await gql<{ openOverduePix: Pix }>(OPEN_PIX, { id: plan.id });
              setPix(r.openOverduePix);
              setMode('pix');
            })}
          >
            {m.payWithPix}
          </button>
        </div>
      ) : null}
      {mode === 'card' ? (
        <form
          className="stack"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void payWithNewCard();
          }}
        >
          <label>
            {m.cardNumber}
            <input
              inputMode="numeric"
              autoComplete="cc-number"
              value={card.number}
              onChange={(e) => setCard({ ...card, number: maskCardNumber(e.target.value) })}
            />
          </label>
          <label>
            {m.cardName}
            <input
              autoComplete="cc-name"
              value={card.name}
              onChange={(e) => setCard({ ...card, name: e.target.value })}
            />
          </label>
          <div className="filters">
            <label>
              {m.cardExpiry}
              <input
                inputMode="numeric"
                autoComplete="cc-exp"
                value={card.expiry}
                onChange={(e) => setCard({ ...card, expiry: maskExpiry(e.target.value) })}
              />
            </label>
            <label>
              {m.cardCvv}
              <input
                inputMode="numeric"
                autoComplete="cc-csc"
                value={card.cvv}
                onChange={(e) => setCard({ ...card, cvv: maskCvv(e.target.value) })}
              />
            </label>
          </div>
          <button type="submit" className="primary" disabled={busy}>
            {busy ? m.paying : `${m.confirmCard} ${brl(plan.overdueAmount)}`}
          </button>
          <button type="button" className="link" onClick={() => setMode('choose')}>
            {t.cancel}
          </button>
        </form>
      ) : null}
      {mode === 'pix' && pix ? (
        <div className="qr">
          <p>{m.pixInstructions}</p>
          <img className="pix-image" src={pix.qrCodeDataUrl} alt={s.pixQrAlt} width={220} height={220} />
          <label>
            {s.pixCode}
            <input readOnly value={pix.copyPasteCode} onFocus={(e) => e.target.select()} />
          </label>
          <button
            type="button"
            className="secondary"
            onClick={() =>
              navigator.clipboard?.writeText(pix.copyPasteCode).then(
                () => setCopied(true),
                () => {},
              )
            }
          >
            {copied ? m.pixCopied : m.pixCopy}
          </button>
          <p className="muted" role="status">
            {m.pixWaiting}
          </p>
        </div>
      ) : null}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
