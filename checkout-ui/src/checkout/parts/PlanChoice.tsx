import { checkoutMessages as m } from '@gym/contracts/checkout/messages';
import type { CheckoutPlan } from '@gym/contracts/checkout/request';
import { formatBRL } from '@gym/contracts/validation/money';

interface Props {
  readonly plans: readonly CheckoutPlan[];
  readonly plan: CheckoutPlan | null;
  onSelect(plan: CheckoutPlan): void;
}

/** Variant A: the plans in a dropdown above the form. */
export const PlanSelect = ({ plans, plan, onSelect }: Props) => (
  <div className="card field">
    <label htmlFor="checkout-plan">{m.choosePlan}</label>
    <select
      id="checkout-plan"
      value={plan?.code ?? ''}
      onChange={(e) => {
        const p = plans.find((x) => x.code === e.target.value);
        if (p) onSelect(p);
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
);

/** Variant B: the plan step, one card per plan. */
export const PlanCards = ({ plans, plan, onSelect }: Props) => (
  <div className="plans" role="list">
    {plans.map((p) => (
      <div key={p.code} className={`card plan${plan?.code === p.code ? ' selected' : ''}`} role="listitem">
        <h3>{p.name}</h3>
        {p.description ? <p>{p.description}</p> : null}
        <p className="price">{formatBRL(p.value)}</p>
        <button type="button" className="primary" onClick={() => onSelect(p)}>
          Escolher {p.name}
        </button>
      </div>
    ))}
  </div>
);
