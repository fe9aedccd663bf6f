import helmet from 'helmet';

/**
 * Security headers on every answer, the API's and the console's (issue 27, finding 8), through
 * helmet: a Content-Security-Policy that allows only this origin's scripts (the console and the
 * public pages are Vite builds with no inline script; MUI writes inline styles, hence
 * 'unsafe-inline' for styles only), frame-ancestors 'none' and X-Frame-Options DENY (no framing,
 * no clickjacking), X-Content-Type-Options nosniff, Referrer-Policy no-referrer, and HSTS for a
 * year (browsers honour it only over HTTPS, so a local `npm start` over HTTP is unaffected).
 */
export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true },
  });
}
