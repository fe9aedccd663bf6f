import type { CheckoutStep } from '@gym/contracts/checkout/constants';
import { STEP_LABELS } from '../content';
import { progressFill } from '../logic/page';

/** The progress bar and the four steps' names, the current one marked. */
export const StepProgress = ({ step }: { readonly step: CheckoutStep }) => (
  <nav className="progress" aria-label="Etapas da compra">
    <div
      className="bar"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progressFill(step) * 100)}
      aria-label="Progresso da compra"
    >
      <div className="fill" style={{ width: `${progressFill(step) * 100}%` }} />
    </div>
    <ol>
      {(Object.keys(STEP_LABELS) as CheckoutStep[]).map((s) => (
        <li key={s} className={s === step ? 'current' : undefined} aria-current={s === step ? 'step' : undefined}>
          {STEP_LABELS[s]}
        </li>
      ))}
    </ol>
  </nav>
);
