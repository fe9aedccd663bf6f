import express, { type Express } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Serves the built checkout-ui review page at /{account}/reviews, its assets under /static/checkout/. */
export function serveReviewsPage(app: Express, checkoutUiDir: string | undefined): void {
  if (!checkoutUiDir || !existsSync(path.join(checkoutUiDir, 'reviews.html'))) return;
  app.use('/static/checkout', express.static(checkoutUiDir, { index: false, immutable: true, maxAge: '1y' }));
  const page = path.join(checkoutUiDir, 'reviews.html');
  app.get('/:account/reviews', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(page);
  });
}
