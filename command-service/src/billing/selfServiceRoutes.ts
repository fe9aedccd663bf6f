import type { Express } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { NotFoundError } from '@gym/platform';
import { getAccountByCode } from '@gym/projection-service';
import { billingMessages } from '@gym/contracts';
import { rest } from '../web/rest.ts';
import type { Services } from '../services.ts';
import { confirmPix, openPix, payWithNewCard, selfServiceOverview } from './selfService.ts';
import { readSelfServiceToken } from './selfServiceToken.ts';

type Log = (message: string, error?: unknown) => void;

/**
 * The member's self-service page (public, the signed link is the credential): GET /{account}/pagamento (the
 * page, checkout-ui's pay.html), GET /{account}/pagamento/dados?t= (what it shows), POST /{account}/pagamento/cartao
 * { t, card_token } (a new card pays the overdue payments and replaces the card on file), POST
 * /{account}/pagamento/pix { t } (a Pix charge) and GET /{account}/pagamento/pix/{id}?t= (paid yet?).
 */
export function selfServiceRoutes(app: Express, svc: Services, options: { checkoutUiDir?: string; log: Log }): void {
  const page = options.checkoutUiDir ? path.join(options.checkoutUiDir, 'pay.html') : null;
  // The link's account must be the address's: a link of one gym opened under another's address is no link.
  const linkOf = async (accountCode: string, t: unknown) => {
    const link = readSelfServiceToken(svc, t);
    const account = await getAccountByCode(svc.documents, accountCode);
    if (!account || account.id !== link.accountId) throw new NotFoundError(billingMessages.linkInvalid);
    return link;
  };

  app.get('/:account/pagamento', (_req, res) => {
    if (!page || !existsSync(page)) {
      res.status(404).json({ error: billingMessages.linkInvalid, code: 'NOT_FOUND' });
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(page);
  });
  app.get(
    '/:account/pagamento/dados',
    rest(async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      const link = await linkOf(String(req.params.account), req.query.t);
      res.json(await selfServiceOverview(svc, link.accountId, link.studentPlanId));
    }, options.log),
  );
  app.post(
    '/:account/pagamento/cartao',
    rest(async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      const body = (req.body ?? {}) as { t?: unknown; card_token?: unknown };
      const link = await linkOf(String(req.params.account), body.t);
      res.json(await payWithNewCard(svc, link.accountId, link.studentPlanId, body.card_token));
    }, options.log),
  );
  app.post(
    '/:account/pagamento/pix',
    rest(async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      const link = await linkOf(String(req.params.account), req.body?.t);
      const pix = await openPix(svc, link.accountId, link.studentPlanId);
      res.json({
        pixId: pix.pixId,
        amount: pix.amount,
        copyPasteCode: pix.copyPasteCode,
        qrCodeDataUrl: pix.qrCodeDataUrl,
      });
    }, options.log),
  );
  app.get(
    '/:account/pagamento/pix/:pixId',
    rest(async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      const link = await linkOf(String(req.params.account), req.query.t);
      res.json(await confirmPix(svc, link.accountId, link.studentPlanId, req.params.pixId));
    }, options.log),
  );
}
