import { escapeHtml as e } from '../html';
import type { CompanyBranding, WorkAuthorization } from './schemas';

/**
 * The top of the customer's work authorization page as HTML, for the server to send inside the page
 * itself: a phone on a slow network sees the company and the proposal at once instead of after the
 * scripts. `CompanyHeading` and `Heading` in the client draw the same markup (a test holds them to
 * it), so the script's first render replaces it without a visible change.
 */
export const CUSTOMER_WA_TITLE = 'Work Authorization';

/** The initials the printed proposal draws when a company has no logo. */
export const companyInitials = (name: string): string =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** A `tel:` link for a phone as people write it ("(555) 010-2000 x12" dials the extension after a pause). */
export const phoneHref = (phone: string | null): string | null =>
  phone ? `tel:${phone.replace(/[^\d+x]/g, '').replace('x', ',')}` : null;

export function companyHeadingHtml(c: CompanyBranding): string {
  const mark = c.LogoUrl
    ? `<img class="cp-company-logo" src="${e(c.LogoUrl)}" alt="" width="48" height="48">`
    : `<span class="cp-company-mark" aria-hidden="true">${e(companyInitials(c.Name))}</span>`;
  const tel = phoneHref(c.Phone);
  const branch = c.BranchName ? `${e(c.BranchName)} branch` : '';
  const phone = tel ? `${c.BranchName ? ' · ' : ''}<a href="${e(tel)}">${e(c.Phone ?? '')}</a>` : '';
  return (
    `<header class="cp-company">${mark}<div><div class="cp-company-name">${e(c.Name)}</div>` +
    `<div class="cp-dim">${branch}${phone}</div></div></header>`
  );
}

export const waHeadingHtml = (wa: Pick<WorkAuthorization, 'ProposalNumber' | 'AccountName' | 'Address'>) =>
  `<p class="cp-wa-heading"><strong>Proposal ${e(wa.ProposalNumber)}</strong><br>${e(wa.AccountName)}` +
  `<br><span class="cp-dim">${e(wa.Address)}</span></p>`;

/** The page's frame (PublicCard's markup) with the company and the proposal's heading in it. */
export const customerWaFrameHtml = (wa: WorkAuthorization, company: CompanyBranding): string =>
  `<div class="cp-public"><div class="cp-public-column">${companyHeadingHtml(company)}` +
  `<main class="cp-public-card"><h1 class="cp-public-title">${CUSTOMER_WA_TITLE}</h1>${waHeadingHtml(wa)}` +
  `</main></div></div>`;
