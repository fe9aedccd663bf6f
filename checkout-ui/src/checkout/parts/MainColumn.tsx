import { checkoutMessages as m } from '@gym/contracts/checkout/messages';
import type { CheckoutPlan } from '@gym/contracts/checkout/request';
import type { Dispatch } from 'react';
import { CaptchaWidget } from '../../secureCheckout/CaptchaWidget';
import { CheckoutForm } from '../CheckoutForm';
import type { CheckoutAction, CheckoutState } from '../logic/checkoutReducer';
import { isStripe } from '../logic/page';
import { Confirmation } from './Confirmation';
import { PlanCards, PlanSelect } from './PlanChoice';
import { PlanSummary } from './PlanSummary';

interface Props {
  readonly state: CheckoutState;
  dispatch: Dispatch<CheckoutAction>;
  onSelectPlan(plan: CheckoutPlan): void;
  onSubmit(): void;
  onFirstFocus(): void;
}

/** The page's main column: the confirmation, the loading notice, or the plan choice and the form. */
export function MainColumn({ state, dispatch, onSelectPlan, onSubmit, onFirstFocus }: Props) {
  const { plan, plans, step, pageError } = state;
  if (state.purchased && plan) return <Confirmation plan={plan} accessSentTo={state.accessSentTo} />;
  if (state.loading)
    return (
      <p className="card loading" role="status">
        {m.loadingPlan}
      </p>
    );
  if (plans.length === 0 && !plan) return <p className="card notice">{pageError ?? m.noPlans}</p>;
  const cardOnPage = !isStripe(plan);
  return (
    <>
      {pageError ? (
        <p className="card notice" role="alert">
          {pageError}
        </p>
      ) : null}
      {state.variant === 'A' ? <PlanSelect plans={plans} plan={plan} onSelect={onSelectPlan} /> : null}
      {state.variant === 'B' && step === 'plan' ? (
        <PlanCards plans={plans} plan={plan} onSelect={onSelectPlan} />
      ) : null}
      {plan && step !== 'plan' ? (
        <>
          <PlanSummary
            plan={plan}
            canChange={plans.length > 1}
            onChange={() => dispatch({ type: 'stepChosen', step: 'plan' })}
          />
          <CheckoutForm
            plan={plan}
            step={step === 'payment' ? 'payment' : 'personal'}
            cardOnPage={cardOnPage}
            values={state.values}
            touched={state.touched}
            submitting={state.submitting}
            onChange={(field, value) => dispatch({ type: 'fieldChanged', field, value })}
            onTouch={(field) => dispatch({ type: 'fieldTouched', field })}
            onFirstFocus={onFirstFocus}
            onSubmit={onSubmit}
            onBack={() => dispatch({ type: 'stepChosen', step: 'personal' })}
          />
          {state.captcha.required && (step === 'payment' || !cardOnPage) ? (
            <CaptchaWidget token={state.captchaToken} onToken={(token) => dispatch({ type: 'captchaSolved', token })} />
          ) : null}
        </>
      ) : null}
    </>
  );
}
