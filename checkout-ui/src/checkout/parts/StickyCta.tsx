import type { CheckoutPlan } from '@gym/contracts/checkout/request';
import { formatBRL } from '@gym/contracts/validation/money';
import { useEffect, useState } from 'react';
import { showStickyCta } from '../logic/page';

const shown = () => showStickyCta(window.scrollY, window.innerHeight, window.innerWidth);

/** On narrow screens scrolled past half a viewport: a button that sends the form from anywhere. */
export const StickyCta = ({ plan, finishes }: { readonly plan: CheckoutPlan; readonly finishes: boolean }) => {
  const [sticky, setSticky] = useState(shown);
  useEffect(() => {
    const onScroll = () => setSticky(shown());
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);
  if (!sticky) return null;
  return (
    <div className="sticky-cta">
      <button
        type="button"
        className="primary"
        onClick={() => (document.getElementById('checkout-form') as HTMLFormElement | null)?.requestSubmit()}
      >
        {finishes ? 'Finalizar compra' : 'Continuar'} · {formatBRL(plan.value)}
      </button>
    </div>
  );
};
