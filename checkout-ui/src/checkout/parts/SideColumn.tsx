import { GUARANTEE_DAYS } from '@gym/contracts/checkout/constants';
import type { CheckoutAccount } from '@gym/contracts/checkout/request';
import { BENEFITS } from '../content';
import { socialProofBucket } from '../logic/page';

/** What the plan includes, the social proof and the guarantee. */
export const SideColumn = ({ account }: { readonly account: CheckoutAccount | null }) => (
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
);
