import { checkoutMessages as m } from '@gym/contracts/checkout/messages';
import type { CheckoutPlan } from '@gym/contracts/checkout/request';
import { formatBRL } from '@gym/contracts/validation/money';

/** The chosen plan above the form, with 'change plan' when there is another to choose. */
export const PlanSummary = ({
  plan,
  canChange,
  onChange,
}: {
  readonly plan: CheckoutPlan;
  readonly canChange: boolean;
  onChange(): void;
}) => (
  <div className="card summary">
    <div>
      <h2>{plan.name}</h2>
      <p className="price">
        {formatBRL(plan.value)}
        {plan.installments > 1 ? ` ou até ${plan.installments}x` : ''}
      </p>
    </div>
    {canChange ? (
      <button type="button" className="link" onClick={onChange}>
        {m.changePlan}
      </button>
    ) : null}
  </div>
);
