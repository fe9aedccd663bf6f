import { GUARANTEE_DAYS } from '@gym/contracts/checkout/constants';

/** Shown once when the pointer leaves through the top of the window. */
export const ExitModal = ({ left, onLeave, onStay }: { readonly left: string; onLeave(): void; onStay(): void }) => (
  <div className="modal-backdrop">
    <div className="modal" role="dialog" aria-modal="true" aria-labelledby="exit-title">
      <h2 id="exit-title">Espere! Não vá embora ainda</h2>
      <p>
        Esta oferta expira em <strong>{left}</strong>. Garanta seu plano com {GUARANTEE_DAYS} dias de garantia.
      </p>
      <div className="actions">
        <button type="button" className="link" onClick={onLeave}>
          Sair
        </button>
        <button type="button" className="primary" onClick={onStay}>
          Continuar comprando
        </button>
      </div>
    </div>
  </div>
);
