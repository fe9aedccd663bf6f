import { useMemo } from 'react';
import { TRUST_BADGES } from './content';
import { isStripe, themeStyle } from './logic/page';
import { AccountHeader } from './parts/AccountHeader';
import { ExitModal } from './parts/ExitModal';
import { MainColumn } from './parts/MainColumn';
import { SideColumn } from './parts/SideColumn';
import { StepProgress } from './parts/StepProgress';
import { StickyCta } from './parts/StickyCta';
import { SubmitOverlay } from './parts/SubmitOverlay';
import { useCountdown } from './parts/useCountdown';
import { useCheckout } from './useCheckout';

/** The public checkout (/{account}/checkout): its steps are checkoutReducer's, its effects useCheckout's. */
export function CheckoutPage() {
  const { state, dispatch, emit, selectPlan, submit, beginOnce } = useCheckout();
  const { account, plan, step } = state;
  const style = useMemo(() => themeStyle(account?.theme ?? null), [account]);
  const left = useCountdown();

  return (
    <div className="checkout" style={style}>
      <AccountHeader account={account} />
      <ul className="badges">
        {TRUST_BADGES.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <div className="urgency" role="timer" aria-live="off">
        Oferta por tempo limitado: <strong>{left}</strong>
      </div>
      <StepProgress step={step} />
      <main className="layout">
        <div className="main-col">
          <MainColumn
            state={state}
            dispatch={dispatch}
            onSelectPlan={selectPlan}
            onSubmit={() => void submit()}
            onFirstFocus={beginOnce}
          />
        </div>
        <SideColumn account={account} />
      </main>
      {plan && !state.purchased && step !== 'plan' ? (
        <StickyCta plan={plan} finishes={step === 'payment' || isStripe(plan)} />
      ) : null}
      {state.exitModal === 'shown' ? (
        <ExitModal
          left={left}
          onLeave={() => {
            dispatch({ type: 'exitModalClosed' });
            emit('exit_intent_leave');
          }}
          onStay={() => {
            dispatch({ type: 'exitModalClosed' });
            emit('exit_intent_stay');
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      ) : null}
      {state.submitting ? <SubmitOverlay /> : null}
      {state.toast ? (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the click is only a shortcut to dismiss an announced alert; nothing waits on it
        <div className="toast" role="alert" onClick={() => dispatch({ type: 'toastDismissed' })}>
          {state.toast}
        </div>
      ) : null}
    </div>
  );
}
