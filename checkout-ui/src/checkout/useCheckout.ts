import { checkoutMessages as m } from '@gym/contracts/checkout/messages';
import type { CheckoutPlan } from '@gym/contracts/checkout/request';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { loadPage, lookUpPlan, RequestError } from './api';
import { setMeta, setStructuredData } from './head';
import { checkoutReducer, checkSubmit, initialCheckoutState, type CheckoutState } from './logic/checkoutReducer';
import {
  chooseVariant,
  documentTitle,
  isStripe,
  socialMeta,
  structuredData,
  VARIANT_STORAGE_KEY,
  visiblePlans,
} from './logic/page';
import { track, trackingEntry } from './logic/tracking';
import { purchase, type Emit } from './purchase';

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

function storeVariant(variant: string): void {
  try {
    localStorage.setItem(VARIANT_STORAGE_KEY, variant);
  } catch {
    /* private mode */
  }
}

/** The checkout's state (checkoutReducer) with its effects: loading, tracking, the document's head, the purchase. */
export function useCheckout() {
  const [state, dispatch] = useReducer(checkoutReducer, initialCheckoutState);
  // The tracking entries name the plan chosen so far, also from inside the load that chooses it.
  const planRef = useRef<CheckoutPlan | null>(null);
  planRef.current = state.plan;
  const attemptKey = useRef<string | null>(null);
  const begun = useRef(false);
  const latest = useRef<CheckoutState>(state);
  latest.current = state;

  const emit: Emit = useCallback((event, extra = {}) => {
    track(window as unknown as { dataLayer?: unknown[] }, trackingEntry(event, planRef.current, extra));
  }, []);

  const selectPlan = useCallback(
    (plan: CheckoutPlan) => {
      planRef.current = plan;
      dispatch({ type: 'planSelected', plan });
      emit('view_plan');
    },
    [emit],
  );

  // The account, its plans, and the plan of ?plan= when given.
  useEffect(() => {
    (async () => {
      try {
        const page = await loadPage();
        const plans = visiblePlans(page.plans);
        const chosen = chooseVariant(search, page.account.variant, storedVariant(), Math.random);
        dispatch({ type: 'pageLoaded', account: page.account, plans, variant: chosen.variant, ...optional(page) });
        if (chosen.store) storeVariant(chosen.store);
        if (requestedPlan) {
          try {
            const found = await lookUpPlan(requestedPlan);
            selectPlan(found);
            if (returnedPaid && isStripe(found)) dispatch({ type: 'paidOnProvider' });
          } catch (error) {
            dispatch({ type: 'pageFailed', message: error instanceof RequestError ? error.message : m.planNotFound });
            emit('error_plan', { plan_code: requestedPlan });
          }
        } else if (plans.length === 1 && plans[0]) {
          selectPlan(plans[0]);
        }
      } catch (error) {
        dispatch({ type: 'pageFailed', message: error instanceof Error ? error.message : m.networkFailed });
      } finally {
        dispatch({ type: 'loadFinished' });
      }
    })();
  }, [emit, selectPlan]);

  const { step, loading, account, plan, exitModal } = state;
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
    const onOut = (e: MouseEvent) =>
      dispatch({ type: 'pointerLeft', pointerY: e.clientY, leftWindow: e.relatedTarget === null });
    document.addEventListener('mouseout', onOut);
    return () => document.removeEventListener('mouseout', onOut);
  }, []);
  useEffect(() => {
    if (exitModal === 'shown') emit('exit_intent_shown');
  }, [exitModal, emit]);

  const fail = useCallback((message: string) => emit('checkout_error', { error_message: message }), [emit]);

  const submit = useCallback(async () => {
    const current = latest.current;
    const check = checkSubmit(current);
    dispatch({ type: 'submitChecked', check });
    if (check.kind === 'invalid') fail(check.message);
    if (check.kind !== 'purchase' || !current.plan) return;
    const ended = await purchase({ ...current, plan: current.plan }, attemptKey, emit);
    dispatch(ended);
    if (ended.type === 'purchaseRefused' || ended.type === 'purchaseFailed') fail(ended.message);
    if (ended.type === 'purchaseConfirmed') window.scrollTo(0, 0);
  }, [emit, fail]);

  const beginOnce = useCallback(() => {
    if (begun.current) return;
    begun.current = true;
    emit('begin_checkout');
  }, [emit]);

  return { state, dispatch, emit, selectPlan, submit, beginOnce };
}

const optional = (page: Awaited<ReturnType<typeof loadPage>>) => ({
  ...(page.captcha ? { captcha: page.captcha } : {}),
  ...(page.cardProvider ? { cardProvider: page.cardProvider } : {}),
});
