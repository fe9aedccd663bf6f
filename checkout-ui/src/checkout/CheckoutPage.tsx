import { GUARANTEE_DAYS, type CheckoutStep } from '@gym/contracts/checkout/constants';
import {
  CARD_FIELDS,
  cardLabelOf,
  emptyCheckoutForm,
  validateCheckoutForm,
  type CheckoutField,
  type CheckoutFormValues,
} from '@gym/contracts/checkout/formRules';
import { checkoutMessages as m } from '@gym/contracts/checkout/messages';
import type { CheckoutAccount, CheckoutPlan } from '@gym/contracts/checkout/request';
import { formatBRL } from '@gym/contracts/validation/money';
import { onlyDigits } from '@gym/contracts/validation/digits';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { loadPage, lookUpPlan, RequestError, submitPurchase, tokenizeCard } from './api';
import { DEFAULT_CARD_PROVIDER, type CardProviderInfo } from './logic/cardProvider';
import { CheckoutForm } from './CheckoutForm';
import { BENEFITS, NEXT_STEPS, STEP_LABELS, TRUST_BADGES } from './content';
import { setMeta, setStructuredData } from './head';
import {
  chooseVariant,
  countdownLeft,
  documentTitle,
  exitIntent,
  formatCountdown,
  isStripe,
  nextOverlayProgress,
  progressFill,
  purchaseOutcome,
  showStickyCta,
  socialMeta,
  socialProofBucket,
  structuredData,
  themeStyle,
  VARIANT_STORAGE_KEY,
  visiblePlans,
  type ExitModalState,
  type Variant,
} from './logic/page';
import { track, trackingEntry, type TrackingEvent } from './logic/tracking';
import { CaptchaWidget, type CheckoutCaptcha } from '../secureCheckout/CaptchaWidget';

const PERSONAL: CheckoutField[] = ['firstName', 'lastName', 'email', 'cpf', 'gender', 'phone'];
const search = window.location.search;
const requestedPlan = new URLSearchParams(search).get('plan');
/** The provider's hosted page sends the buyer back with ?purchase=success once paid (plans whose store is 'stripe'). */
const returnedPaid = new URLSearchParams(search).get('purchase') === 'success';

function storedVariant(): string | null {
  try {
    return localStorage.getItem(VARIANT_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function CheckoutPage() {
  const [account, setAccount] = useState<CheckoutAccount | null>(null);
  const [plans, setPlans] = useState<CheckoutPlan[]>([]);
  const [loading, setLoading] = useState(true);
  const [pageError, setPageError] = useState<string | null>(null);
  const [plan, setPlan] = useState<CheckoutPlan | null>(null);
  // Secure transparent checkout: the captcha the purchase needs, and the widget's single-use token.
  const [captcha, setCaptcha] = useState<CheckoutCaptcha>({ required: false });
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  // Where the card is tokenized: the card provider, or the second provider when the account prefers it.
  const [cardProvider, setCardProvider] = useState<CardProviderInfo>(DEFAULT_CARD_PROVIDER);
  const [step, setStep] = useState<CheckoutStep>('plan');
  const [variant, setVariant] = useState<Variant>('A');
  const [values, setValues] = useState<CheckoutFormValues>(emptyCheckoutForm);
  const [touched, setTouched] = useState<Set<CheckoutField>>(new Set());
  const [submitting, setSubmitting] = useState(false);
  const [overlay, setOverlay] = useState(0);
  const [toast, setToast] = useState<string | null>(null);
  const [purchased, setPurchased] = useState(false);
  const [exitModal, setExitModal] = useState<ExitModalState>('hidden');
  const [sticky, setSticky] = useState(false);
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const attemptKey = useRef<string | null>(null);
  const begun = useRef(false);
  const planRef = useRef<CheckoutPlan | null>(null);
  planRef.current = plan;

  const emit = useCallback((event: TrackingEvent, extra: Record<string, unknown> = {}) => {
    track(window as unknown as { dataLayer?: unknown[] }, trackingEntry(event, planRef.current, extra));
  }, []);

  const selectPlan = useCallback(
    (chosen: CheckoutPlan) => {
      planRef.current = chosen;
      setPlan(chosen);
      setStep('personal');
      emit('view_plan');
    },
    [emit],
  );

  // The account, its plans, and the plan of ?plan= when given.
  useEffect(() => {
    (async () => {
      try {
        const page = await loadPage();
        setAccount(page.account);
        if (page.captcha) setCaptcha(page.captcha);
        if (page.cardProvider) setCardProvider(page.cardProvider);
        const list = visiblePlans(page.plans);
        setPlans(list);
        const chosen = chooseVariant(search, page.account.variant, storedVariant(), Math.random);
        setVariant(chosen.variant);
        if (chosen.store)
          try {
            localStorage.setItem(VARIANT_STORAGE_KEY, chosen.store);
          } catch {
            /* private mode */
          }
        if (requestedPlan) {
          try {
            const found = await lookUpPlan(requestedPlan);
            selectPlan(found);
            if (returnedPaid && isStripe(found)) {
              setPurchased(true);
              setStep('confirmation');
            }
          } catch (error) {
            setPageError(error instanceof RequestError ? error.message : m.planNotFound);
            emit('error_plan', { plan_code: requestedPlan });
          }
        } else if (list.length === 1 && list[0]) {
          selectPlan(list[0]);
        }
      } catch (error) {
        setPageError(error instanceof Error ? error.message : m.networkFailed);
      } finally {
        setLoading(false);
      }
    })();
  }, [emit, selectPlan]);

  useEffect(() => {
    if (!loading)
      emit('checkout_progress', {
        checkout_step: step,
        step_index: ['plan', 'personal', 'payment', 'confirmation'].indexOf(step) + 1,
      });
  }, [step, loading, emit]);

  // Title, social metadata and structured data follow the account and the plan.
  useEffect(() => {
    document.title = documentTitle(account, plan);
    if (!account) return;
    const url = window.location.href;
    setMeta(socialMeta(account, plan, url));
    setStructuredData(plan ? structuredData(account, plan, url, new Date()) : null);
  }, [account, plan]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    const onScroll = () => setSticky(showStickyCta(window.scrollY, window.innerHeight, window.innerWidth));
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);

  useEffect(() => {
    const onOut = (e: MouseEvent) => setExitModal((state) => exitIntent(state, e.clientY, e.relatedTarget === null));
    document.addEventListener('mouseout', onOut);
    return () => document.removeEventListener('mouseout', onOut);
  }, []);
  useEffect(() => {
    if (exitModal === 'shown') emit('exit_intent_shown');
  }, [exitModal, emit]);

  useEffect(() => {
    if (!submitting) return;
    setOverlay(0);
    const timer = setInterval(() => setOverlay((p) => nextOverlayProgress(p, Math.random)), 500);
    return () => clearInterval(timer);
  }, [submitting]);

  const change = (field: keyof CheckoutFormValues, value: string | number) =>
    setValues((v) => ({ ...v, [field]: value }));
  const touch = (field: CheckoutField) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
  const fail = (message: string) => {
    setToast(message);
    emit('checkout_error', { error_message: message });
  };

  const submit = async () => {
    if (!plan || submitting) return;
    const cardOnPage = !isStripe(plan);
    const errors = validateCheckoutForm(values, step === 'payment' && cardOnPage);
    const personalErrors = PERSONAL.filter((f) => errors[f]);
    if (step === 'personal' && personalErrors.length > 0) {
      setTouched(new Set([...touched, ...PERSONAL]));
      return fail(errors[personalErrors[0]!]!);
    }
    if (step === 'personal' && cardOnPage) {
      setStep('payment');
      return;
    }
    if (Object.keys(errors).length > 0) {
      setTouched(new Set([...touched, ...PERSONAL, ...CARD_FIELDS]));
      return fail(Object.values(errors)[0]!);
    }
    setToast(null);
    setSubmitting(true);
    attemptKey.current ??= crypto.randomUUID();
    try {
      let payment: Record<string, unknown> | undefined;
      if (cardOnPage) {
        const card = await tokenizeCard(cardProvider, {
          number: onlyDigits(values.creditCardNumber),
          holder_name: values.creditCardName,
          expiry: values.creditCardExpired,
          cvv: values.creditCardCvv,
        });
        emit('add_payment_info', { payment_type: 'credit_card', card_brand: card.brand });
        payment = {
          card_token: card.token,
          credit_card_label: cardLabelOf(values.creditCardNumber),
          last_four: card.last4,
          installments: values.installments,
        };
      }
      const customer = {
        name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        gender: values.gender,
        email: values.email.trim(),
        cpf: values.cpf,
        phone: values.phone,
      };
      const answer = await submitPurchase(
        {
          checkout: { plan_code: plan.code, plan: plan.name, customer, ...(payment ? { payment } : {}) },
          ...(captchaToken ? { captcha_token: captchaToken } : {}),
        },
        attemptKey.current,
      );
      const outcome = purchaseOutcome(plan, answer);
      if (outcome.kind === 'error') return fail(outcome.message);
      if (outcome.kind === 'redirect') {
        window.location.assign(outcome.url);
        return;
      }
      setOverlay(100);
      emit('purchase', { transaction_id: attemptKey.current, installments: values.installments });
      attemptKey.current = null;
      setPurchased(true);
      setStep('confirmation');
      window.scrollTo(0, 0);
    } catch (error) {
      // A captcha token is good once: a refused attempt asks for a new tick.
      setCaptchaToken(null);
      // A refusal ends this attempt (a new key for the next); a network failure may be retried with the same key.
      if (!(error instanceof RequestError) || error.status !== 0) attemptKey.current = null;
      fail(error instanceof Error ? error.message : m.networkFailed);
    } finally {
      setSubmitting(false);
    }
  };

  const style = useMemo(() => themeStyle(account?.theme ?? null), [account]);
  const left = formatCountdown(countdownLeft(startedAt, now));
  const cardOnPage = !isStripe(plan);

  let main: ReactNode;
  if (purchased && plan) {
    main = (
      <section className="card congrats" aria-live="polite">
        <h2>Parabéns!</h2>
        <p>
          Sua compra do <strong>{plan.name}</strong> foi confirmada.
        </p>
        <p>Enviamos uma senha de acesso para o seu e-mail.</p>
        <h3>Próximos passos</h3>
        <ol>
          {NEXT_STEPS.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </section>
    );
  } else if (loading) {
    main = (
      <p className="card loading" role="status">
        {m.loadingPlan}
      </p>
    );
  } else if (plans.length === 0 && !plan) {
    main = <p className="card notice">{pageError ?? m.noPlans}</p>;
  } else {
    main = (
      <>
        {pageError ? (
          <p className="card notice" role="alert">
            {pageError}
          </p>
        ) : null}
        {variant === 'A' ? (
          <div className="card field">
            <label htmlFor="checkout-plan">{m.choosePlan}</label>
            <select
              id="checkout-plan"
              value={plan?.code ?? ''}
              onChange={(e) => {
                const p = plans.find((x) => x.code === e.target.value);
                if (p) selectPlan(p);
              }}
            >
              <option value="" disabled>
                {m.choosePlan}
              </option>
              {plans.map((p) => (
                <option key={p.code} value={p.code}>{`${p.name} - ${formatBRL(p.value)}`}</option>
              ))}
            </select>
          </div>
        ) : null}
        {variant === 'B' && step === 'plan' ? (
          <div className="plans" role="list">
            {plans.map((p) => (
              <div key={p.code} className={`card plan${plan?.code === p.code ? ' selected' : ''}`} role="listitem">
                <h3>{p.name}</h3>
                {p.description ? <p>{p.description}</p> : null}
                <p className="price">{formatBRL(p.value)}</p>
                <button type="button" className="primary" onClick={() => selectPlan(p)}>
                  Escolher {p.name}
                </button>
              </div>
            ))}
          </div>
        ) : null}
        {plan && step !== 'plan' ? (
          <>
            <div className="card summary">
              <div>
                <h2>{plan.name}</h2>
                <p className="price">
                  {formatBRL(plan.value)}
                  {plan.installments > 1 ? ` ou até ${plan.installments}x` : ''}
                </p>
              </div>
              {plans.length > 1 ? (
                <button type="button" className="link" onClick={() => setStep('plan')}>
                  {m.changePlan}
                </button>
              ) : null}
            </div>
            <CheckoutForm
              plan={plan}
              step={step === 'payment' ? 'payment' : 'personal'}
              cardOnPage={cardOnPage}
              values={values}
              touched={touched}
              submitting={submitting}
              onChange={change}
              onTouch={touch}
              onFirstFocus={() => {
                if (!begun.current) {
                  begun.current = true;
                  emit('begin_checkout');
                }
              }}
              onSubmit={() => void submit()}
              onBack={() => setStep('personal')}
            />
            {captcha.required && (step === 'payment' || !cardOnPage) ? (
              <CaptchaWidget token={captchaToken} onToken={setCaptchaToken} />
            ) : null}
          </>
        ) : null}
      </>
    );
  }

  return (
    <div className="checkout" style={style}>
      <header className="account">
        {account?.image ? (
          <img src={account.image} alt="" width="56" height="56" />
        ) : (
          <span className="avatar" aria-hidden="true">
            {account?.name.slice(0, 1) ?? ''}
          </span>
        )}
        <div>
          <h1>{account?.name ?? ''}</h1>
          {account?.shortDescription ? <p>{account.shortDescription}</p> : null}
        </div>
      </header>
      <ul className="badges">
        {TRUST_BADGES.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <div className="urgency" role="timer" aria-live="off">
        Oferta por tempo limitado: <strong>{left}</strong>
      </div>
      <nav className="progress" aria-label="Etapas da compra">
        <div
          className="bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progressFill(step) * 100)}
          aria-label="Progresso da compra"
        >
          <div className="fill" style={{ width: `${progressFill(step) * 100}%` }} />
        </div>
        <ol>
          {(Object.keys(STEP_LABELS) as CheckoutStep[]).map((s) => (
            <li key={s} className={s === step ? 'current' : undefined} aria-current={s === step ? 'step' : undefined}>
              {STEP_LABELS[s]}
            </li>
          ))}
        </ol>
      </nav>
      <main className="layout">
        <div className="main-col">{main}</div>
        <aside className="side-col">
          <section className="card">
            <h2>O que está incluso</h2>
            <ul className="benefits">
              {BENEFITS.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          </section>
          <section className="card social">
            <p>
              <strong>{socialProofBucket(account?.usersSize ?? 0)}</strong> alunos já treinam com a gente.
            </p>
          </section>
          <section className="card guarantee">
            <h2>Garantia de {GUARANTEE_DAYS} dias</h2>
            <p>Se não gostar, devolvemos 100% do valor pago em até {GUARANTEE_DAYS} dias.</p>
          </section>
        </aside>
      </main>
      {sticky && plan && !purchased && step !== 'plan' ? (
        <div className="sticky-cta">
          <button
            type="button"
            className="primary"
            onClick={() => (document.getElementById('checkout-form') as HTMLFormElement | null)?.requestSubmit()}
          >
            {step === 'payment' || !cardOnPage ? 'Finalizar compra' : 'Continuar'} · {formatBRL(plan.value)}
          </button>
        </div>
      ) : null}
      {exitModal === 'shown' ? (
        <div className="modal-backdrop">
          <div className="modal" role="dialog" aria-modal="true" aria-labelledby="exit-title">
            <h2 id="exit-title">Espere! Não vá embora ainda</h2>
            <p>
              Esta oferta expira em <strong>{left}</strong>. Garanta seu plano com {GUARANTEE_DAYS} dias de garantia.
            </p>
            <div className="actions">
              <button
                type="button"
                className="link"
                onClick={() => {
                  setExitModal('closed');
                  emit('exit_intent_leave');
                }}
              >
                Sair
              </button>
              <button
                type="button"
                className="primary"
                onClick={() => {
                  setExitModal('closed');
                  emit('exit_intent_stay');
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
              >
                Continuar comprando
              </button>
            </div>
          </div>
        </div>
      ) : null}
      {submitting ? (
        <div className="overlay" role="status" aria-label="Processando pagamento">
          <div className="overlay-box">
            <p>Processando seu pagamento...</p>
            <div className="bar">
              <div className="fill" style={{ width: `${overlay}%` }} />
            </div>
          </div>
        </div>
      ) : null}
      {toast ? (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the click is only a shortcut to dismiss an announced alert; nothing waits on it
        <div className="toast" role="alert" onClick={() => setToast(null)}>
          {toast}
        </div>
      ) : null}
    </div>
  );
}
