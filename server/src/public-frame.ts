import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_BASE, customerWaPath, type CustomerWorkAuthorization } from '@canopy/shared';
import { escapeHtml } from '@canopy/shared/html';
import { customerWaFrameHtml } from '@canopy/shared/work-authorizations/customer-frame';
import { EMBEDDED_ANSWER_ID } from '@canopy/shared/work-authorizations/links';

export const PUBLIC_PAGES_HTML = 'public-pages.html';

/**
 * The customer's work authorization page with its first paint in it: the stylesheet inlined, the
 * top of the page drawn (`customerWaFrameHtml`) and the API's own answer for the link embedded as
 * JSON, so a phone on a slow network shows the company and the proposal with the HTML, and the
 * scripts draw the rest without a call to wait for. The answer is the API route's, asked through
 * `inject`, so it is checked, shaped and refused exactly as the call would be; a link the API
 * refuses gets the plain page, which asks and shows the refusal itself.
 */
export function customerPageRenderer(app: FastifyInstance, dist: string) {
  // The page as built, stylesheets inlined; read again when a rebuilt client replaces it.
  let cached: { mtime: number; html: string } | null = null;
  async function template(): Promise<string> {
    const file = join(dist, PUBLIC_PAGES_HTML);
    const { mtimeMs } = await stat(file);
    if (cached?.mtime === mtimeMs) return cached.html;
    let html = await readFile(file, 'utf8');
    for (const [tag, href] of html.matchAll(
      /<link rel="stylesheet"[^>]*? href="(\/assets\/[^"]+\.css)"[^>]*>/g,
    )) {
      const css = await readFile(join(dist, href!), 'utf8');
      html = html.replace(tag, () => `<style>${css}</style>`);
    }
    cached = { mtime: mtimeMs, html };
    return html;
  }

  return async function authorizationPage(link: string): Promise<string | null> {
    const res = await app.inject({ method: 'GET', url: API_BASE + customerWaPath(link) });
    if (res.statusCode !== 200) return null;
    const { Company, ...wa } = res.json<CustomerWorkAuthorization>();
    // JSON has `<` only inside strings, where \u003c reads the same and cannot end the element.
    const answer = res.body.replace(/</g, '\\u003c');
    const embedded =
      `<div id="root">${customerWaFrameHtml(wa, Company)}</div>` +
      `<script type="application/json" id="${EMBEDDED_ANSWER_ID}" data-link="${escapeHtml(link)}">${answer}</script>`;
    return (await template()).replace('<div id="root"></div>', () => embedded);
  };
}
