import { useEffect, useState } from 'react';
import { renderSVG } from 'uqr';
import { memberAppMessages as t } from '@gym/contracts/memberApp/messages';
import { gql } from './api';

interface Code {
  readonly token: string;
  readonly expiresAt: string;
}

/** How often a new code is asked for: half of its one-minute life, so the desk never sees an expired one. */
const REFRESH_MS = 30_000;

/** The check-in QR code: a signed one-minute code from checkinQrCode, renewed every half minute. */
export function QrCheckin() {
  const [code, setCode] = useState<Code | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    const load = () =>
      gql<{ checkinQrCode: Code }>('{ checkinQrCode { token expiresAt } }')
        .then(({ checkinQrCode }) => {
          if (!alive) return;
          setCode(checkinQrCode);
          setError(null);
        })
        .catch((e: Error) => alive && setError(e.message));
    void load();
    const timer = setInterval(load, REFRESH_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);

  return (
    <section aria-label={t.checkin}>
      <h1>{t.checkin}</h1>
      <div className="card qr">
        <p>{t.qrHint}</p>
        {code ? (
          <div
            className="qr-image"
            role="img"
            aria-label={t.qrLabel}
            data-token={code.token}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: uqr's own SVG markup (paths and a rect), built from the code's text; no text of the input
            dangerouslySetInnerHTML={{ __html: renderSVG(code.token, { ecc: 'M', pixelSize: 8 }) }}
          />
        ) : (
          <p>{t.loading}</p>
        )}
        {error ? (
          <p className="error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </section>
  );
}
