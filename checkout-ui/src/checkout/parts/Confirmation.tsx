import { accessSentElsewhere, checkoutNextSteps } from '@gym/contracts/checkout/nextSteps';
import type { CheckoutPlan } from '@gym/contracts/checkout/request';
import { accountCode } from '../api';

/** After the purchase: the plan bought, where the access went, and the member app to install next. */
export const Confirmation = ({
  plan,
  accessSentTo,
}: {
  readonly plan: CheckoutPlan;
  readonly accessSentTo: string | null;
}) => (
  <section className="card congrats" aria-live="polite">
    <h2>Parabéns!</h2>
    <p>
      Sua compra do <strong>{plan.name}</strong> foi confirmada.
    </p>
    <p>{accessSentTo ? accessSentElsewhere(accessSentTo) : 'Enviamos uma senha de acesso para o seu e-mail.'}</p>
    <h3>Próximos passos</h3>
    <ol>
      {checkoutNextSteps(`${window.location.origin}/${encodeURIComponent(accountCode)}/app/`).map((s) => (
        <li key={s}>{s}</li>
      ))}
    </ol>
  </section>
);
