import { API_BASE, customerInvoicePath, customerWaPath } from '@canopy/shared';

/** The customer pages the public bundle serves; the others are still pages of the console. */
export const PUBLIC_BUNDLE_PATHS = ['/authorization', '/invoiceview'] as const;
type PublicPath = (typeof PUBLIC_BUNDLE_PATHS)[number];

/**
 * The customer's link when the server draws the page's first paint itself (`public-frame.ts`): the
 * work authorization page as the customer sees it. The admin view needs the staff token the page
 * keeps, so it is drawn by its scripts.
 */
export function drawnLink(path: PublicPath, query: unknown): string | null {
  const q = (query ?? {}) as Record<string, string | undefined>;
  return path === '/authorization' && typeof q.id === 'string' && q.id && q.view !== 'admin' ? q.id : null;
}

/**
 * The API answers a customer page will ask for first, by the page's own query. The admin view
 * is left out: its call carries the staff token, which a preload cannot.
 */
const firstCalls: Record<PublicPath, (query: Record<string, string | undefined>) => string[]> = {
  '/authorization': (q) =>
    typeof q.id === 'string' && q.id && q.view !== 'admin' ? [API_BASE + customerWaPath(q.id)] : [],
  '/invoiceview': (q) => (typeof q.id === 'string' && q.id ? [API_BASE + customerInvoicePath(q.id)] : []),
};

/**
 * A Link header preloading those answers: the browser starts the data call with the HTML instead
 * of after the scripts have run, which takes a round trip off the first full paint on a phone.
 * The fetch mode matches the page's own `fetch` (same-origin credentials), so it is reused.
 */
export function publicPagePreloads(path: PublicPath, query: unknown): string | null {
  const urls = firstCalls[path]((query ?? {}) as Record<string, string | undefined>);
  if (!urls.length) return null;
  return urls.map((u) => `<${u}>; rel=preload; as=fetch; crossorigin=anonymous`).join(', ');
}
