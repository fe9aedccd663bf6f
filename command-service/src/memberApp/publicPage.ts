import { formatBRL } from '@gym/contracts';
import { publicPageMessages as t, weekDayNames } from '@gym/contracts/memberApp/messages';
import type { BranchDoc, PlanDoc } from '@gym/contracts';
import type { Express } from 'express';
import { NotFoundError } from '@gym/platform';
import { accountOrThrow } from '../checkout/purchaseHandler.ts';
import type { Services } from '../services.ts';
import { publicPageData, type PublicPageData } from './publicPageData.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const url = (code: string, rest = '') => `/${encodeURIComponent(code)}${rest}`;

function address(branch: BranchDoc): string {
  if (branch.filialType === 'online') return t.online;
  const street = [branch.street, branch.number].filter(Boolean).join(', ');
  const place = [street, branch.complement, branch.neighborhood].filter(Boolean).join(' - ');
  const city = [branch.city, branch.state].filter(Boolean).join('/');
  const zipcode = branch.zipcode?.replace(/^(\d{5})(\d{3})$/, '$1-$2');
  return [place, city, zipcode].filter(Boolean).join(' · ');
}

function planCard(code: string, plan: PlanDoc): string {
  const installments = plan.value > 0 && plan.installments > 1 ? plan.installments : 1;
  const price =
    installments > 1
      ? `${escapeHtml(formatBRL(plan.value))} <small>${escapeHtml(t.installments(installments, formatBRL(Math.round(plan.value / installments))))}</small>`
      : escapeHtml(formatBRL(plan.value));
  return `<li class="plan"><h3>${escapeHtml(plan.name)}</h3>${plan.description ? `<p>${escapeHtml(plan.description)}</p>` : ''}<p class="price">${price}</p><a class="button" href="${url(code, `/checkout?plan=${encodeURIComponent(plan.code)}`)}">${t.buy}</a></li>`;
}

/** The page as HTML: no script, one inline style sheet, readable at 375 px. */
export function renderPublicPage(data: PublicPageData): string {
  const { account, rating, branches, week, plans } = data;
  const code = account.code;
  const image = account.avatarUrl
    ? `<img class="avatar" src="${escapeHtml(account.avatarUrl)}" alt="${escapeHtml(account.name)}" width="96" height="96">`
    : `<div class="avatar" aria-hidden="true">${escapeHtml(account.name.slice(0, 1).toUpperCase())}</div>`;
  const stars =
    rating.weightedRating === null
      ? `<p class="rating">${t.noReviews}</p>`
      : `<p class="rating" aria-label="${t.rating}">★ <strong>${rating.weightedRating.toFixed(1).replace('.', ',')}</strong> · ${t.reviews(rating.reviews)}</p>`;
  const branchList = branches
    .map((b) => `<li><strong>${escapeHtml(b.name)}</strong><br><span>${escapeHtml(address(b))}</span></li>`)
    .join('');
  const days = week
    .map((classes, day) => {
      const items = classes.length
        ? classes
            .map(
              (c) =>
                `<li><span class="time">${escapeHtml(c.startTime)}–${escapeHtml(c.endTime)}</span> ${escapeHtml(c.programName)}${branches.length > 1 ? ` <small>${escapeHtml(c.branchName)}</small>` : ''}</li>`,
            )
            .join('')
        : `<li class="none">${t.noClasses}</li>`;
      return `<section class="day"><h3>${weekDayNames[day]}</h3><ul>${items}</ul></section>`;
    })
    .join('');
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(account.name)}</title>
<meta name="description" content="${escapeHtml(account.bio ?? account.name)}">
<link rel="manifest" href="${url(code, '/app/manifest.webmanifest')}">
<style>
*{box-sizing:border-box}body{font-family:system-ui,sans-serif;margin:0;color:#1d1d1f;background:#f6f6f8;line-height:1.4}
main{max-width:48rem;margin:auto;padding:1rem}header{text-align:center;padding:1.5rem 1rem;background:#fff;border-radius:12px}
.avatar{width:96px;height:96px;border-radius:50%;object-fit:cover;display:inline-flex;align-items:center;justify-content:center;background:#3949ab;color:#fff;font-size:2.5rem}
h1{font-size:1.5rem;margin:.5rem 0}h2{font-size:1.15rem;margin:1.5rem 0 .5rem}h3{font-size:1rem;margin:0 0 .25rem}
ul{list-style:none;margin:0;padding:0}section.card,.branches li,.plan{background:#fff;border-radius:12px;padding:.75rem 1rem;margin-bottom:.5rem}
.rating{color:#6b4e00}.day{background:#fff;border-radius:12px;padding:.75rem 1rem;margin-bottom:.5rem}.day li{padding:.15rem 0}.time{font-variant-numeric:tabular-nums;font-weight:600}
.none{color:#666}.price{font-size:1.2rem;font-weight:700}.button{display:inline-block;background:#3949ab;color:#fff;padding:.6rem 1.2rem;border-radius:8px;text-decoration:none;font-weight:600}
.signin{margin-top:.75rem}@media(min-width:700px){.week{display:grid;grid-template-columns:repeat(2,1fr);gap:.5rem}.day{margin:0}}
</style></head><body><main>
<header>${image}<h1>${escapeHtml(account.name)}</h1>${account.bio ? `<p>${escapeHtml(account.bio)}</p>` : ''}${stars}
<p class="signin"><a class="button" href="${url(code, '/app/')}">${t.signIn}</a></p></header>
${branches.length ? `<h2>${t.branches}</h2><ul class="branches">${branchList}</ul>` : ''}
<h2>${t.schedule}</h2><div class="week">${days}</div>
${plans.length ? `<h2>${t.plans}</h2><ul class="plans">${plans.map((p) => planCard(code, p)).join('')}</ul>` : ''}
</main></body></html>`;
}

/** GET /{account}: the gym's public page; an unknown or deactivated account goes on to the 404 page. */
export function publicPageRoute(app: Express, svc: Services): void {
  app.get('/:account', (req, res, next) => {
    accountOrThrow(svc, String(req.params.account))
      .then(async (account) => {
        const html = renderPublicPage(await publicPageData(svc.documents, account));
        res.setHeader('Cache-Control', 'no-cache');
        res.type('html').send(html);
      })
      .catch((error: unknown) => (error instanceof NotFoundError ? next() : next(error)));
  });
}
