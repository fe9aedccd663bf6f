import { useState } from 'react';

export type CheckoutCaptcha = { readonly required: boolean; readonly provider?: string };

/** The embedded sandbox captcha's widget endpoint (served by our server when no real captcha service is set). */
const SOLVE_URL = '/payments/sandbox/captcha/solve';

/**
 * The secure transparent checkout's captcha (spec 000 securityCheckout): the sandbox widget, a "Não sou
 * um robô" box whose tick fetches a single-use token the server verifies through siteverify. A real
 * reCAPTCHA/hCaptcha widget would take its place with the same `onToken` contract.
 */
export function CaptchaWidget({ token, onToken }: { token: string | null; onToken(token: string | null): void }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const tick = async (checked: boolean) => {
    if (!checked) return onToken(null);
    setBusy(true);
    setFailed(false);
    try {
      const response = await fetch(SOLVE_URL, { method: 'POST' });
      const body = (await response.json()) as { token?: string };
      if (!response.ok || !body.token) throw new Error('captcha');
      onToken(body.token);
    } catch {
      setFailed(true);
      onToken(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="card captcha" data-testid="captcha">
      <label className="captcha-box">
        <input
          type="checkbox"
          checked={token !== null}
          disabled={busy}
          onChange={(e) => void tick(e.target.checked)}
          aria-label="Não sou um robô"
        />
        <span>Não sou um robô</span>
      </label>
      {failed ? <p className="error">Não foi possível carregar o captcha. Tente novamente.</p> : null}
    </div>
  );
}
