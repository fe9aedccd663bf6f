import type { CheckoutPlan } from '@gym/contracts/checkout/request';
import { NEXT_STEPS } from '../content';

/** After the purchase: the plan bought and what to do next. */
export const Confirmation = ({ plan }: { readonly plan: CheckoutPlan }) => (
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
