import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { CSRF_HEADER, WEB_CLIENT_ID, WEB_CLIENT_SECRET, type LoginResponse } from '@canopy/shared';

/** The phone: 150 ms round trip, 1.6 Mbps down, 750 kbps up, a CPU four times slower. */
export const MOBILE = { latency: 150, downloadBps: 1_600_000, uploadBps: 750_000, cpuSlowdown: 4 };

/** A budget's unit: the issue counts JavaScript in KiB of gzip. */
export const KIB = 1024;

export interface Script {
  path: string;
  gzip: number;
}

/** What one entry cost: the scripts the screen waited for, and the largest paint so far. */
export interface EntryCost {
  scripts: Script[];
  gzip: number;
  lcpMs: number;
  /** Scripts fetched after the screen appeared (put off on purpose), and their gzip bytes. */
  deferred: number;
  deferredGzip: number;
}

/**
 * Counts the scripts a page fetches, by the gzip size of their content: the server may send brotli
 * and the browser cache may answer, so the wire size says less than what the page had to parse.
 */
export class ScriptLog {
  private pending: Promise<Script>[] = [];

  private constructor(readonly page: Page) {
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') this.pending.push(measure(res));
    });
  }

  /** Starts counting before the page's first navigation. */
  static async start(page: Page): Promise<ScriptLog> {
    await page.addInitScript(() => {
      const w = window as unknown as { firstLoadLcp: number; firstLoadShown: Record<string, number> };
      w.firstLoadLcp = 0;
      w.firstLoadShown = {};
      // The largest paint is only known from inside the page; record it from the first byte on.
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.firstLoadLcp = e.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      // When each screen title first appeared: a script asked for later did not hold the screen up.
      new MutationObserver(() => {
        const title = document.querySelector('main h1')?.textContent?.trim();
        if (title && !(title in w.firstLoadShown)) w.firstLoadShown[title] = performance.now();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    return new ScriptLog(page);
  }

  /**
   * The scripts fetched since the log started (or since `reset`) that the page asked for before
   * the screen with this title first appeared; work put off until after it is not counted.
   */
  async until(title: string): Promise<EntryCost> {
    const { shownAt, started, lcpMs } = await this.page.evaluate((t) => {
      const w = window as unknown as { firstLoadLcp?: number; firstLoadShown?: Record<string, number> };
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        shownAt: w.firstLoadShown?.[t] ?? Number.POSITIVE_INFINITY,
        started: entries.map((e) => [new URL(e.name).pathname, e.startTime] as const),
        lcpMs: w.firstLoadLcp ?? 0,
      };
    }, title);
    const startOf = new Map(started);
    const all = await Promise.all(this.pending);
    // Scripts of an earlier document (before a reload) have no timing here; they came first.
    const scripts = all.filter((s) => (startOf.get(s.path) ?? 0) <= shownAt);
    const deferred = all.length - scripts.length;
    return {
      scripts,
      gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
      lcpMs: Math.round(lcpMs),
      deferred,
      deferredGzip: all.reduce((sum, s) => sum + s.gzip, 0) - scripts.reduce((sum, s) => sum + s.gzip, 0),
    };
  }

  reset(): void {
    this.pending = [];
  }
}

async function measure(res: Response): Promise<Script> {
  const path = new URL(res.url()).pathname;
  try {
    return { path, gzip: gzipSync(await res.body(), { level: 9 }).length };
  } catch {
    // A redirect or an aborted request carries no body: nothing was parsed.
    return { path, gzip: 0 };
  }
}

/** Slows the page down to the phone (Chromium only, through the DevTools protocol). */
export async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.latency,
    downloadThroughput: MOBILE.downloadBps / 8,
    uploadThroughput: MOBILE.uploadBps / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
}

/** The sign-in form is usable when the fields and the button are on show and enabled. */
export async function waitForSignInForm(page: Page): Promise<void> {
  await page.getByLabel('Username').waitFor();
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Sign in');
    return button !== undefined && !button.disabled;
  });
}

/** A staff screen is usable when its title is on show in the main area. */
export async function waitForScreen(page: Page, title: string | RegExp): Promise<void> {
  await page.getByRole('main').getByRole('heading', { level: 1 }).filter({ hasText: title }).waitFor();
}

/**
 * The screen a sign-in lands on, whichever the role's landing page is: waits for the address to
 * leave the sign-in page and for the screen's title, and returns that title.
 */
export async function waitForLanding(page: Page): Promise<string> {
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const title = page.getByRole('main').getByRole('heading', { level: 1 });
  await title.waitFor();
  return (await title.textContent())?.trim() ?? '';
}

export async function signInThroughForm(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The demo work order the foreman crews today (server/src/seed). */
async function demoApi(baseUrl: string, username: string, password: string) {
  const api = (path: string, init: RequestInit) =>
    fetch(`${baseUrl}/api/v1${path}`, init).then(async (res) => {
      if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      return res.json() as Promise<unknown>;
    });
  const session = (await api('/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      Username: username,
      Password: password,
      ClientId: WEB_CLIENT_ID,
      ClientSecret: WEB_CLIENT_SECRET,
    }),
  })) as LoginResponse;
  const headers = {
    'Content-Type': 'application/json',
    Authorization: `Bearer ${session.LoginResult.Jwt}`,
    [CSRF_HEADER]: session.LoginResult.CsrfToken,
  };
  return {
    post: (path: string, body: unknown) => api(path, { method: 'POST', headers, body: JSON.stringify(body) }),
    get: (path: string) => api(path, { headers }),
  };
}

export async function demoWorkOrderId(baseUrl: string, username: string, password: string) {
  const api = await demoApi(baseUrl, username, password);
  const rows = (await api.post('/workOrders/_search', { Query: 'Demo: crown clean and scouting' })) as {
    Id: number;
  }[];
  if (rows.length !== 1) throw new Error(`Expected one demo work order, found ${rows.length}`);
  return rows[0]!.Id;
}

/** The customer's link of the demo's work authorization that waits for the customer (Sent To Client). */
export async function demoCustomerLink(baseUrl: string, username: string, password: string) {
  const api = await demoApi(baseUrl, username, password);
  const [wa] = (await api.post('/workAuthorization/_search', { StatusIds: [2], Take: 1 })) as {
    Id: number;
  }[];
  if (!wa) throw new Error('Expected a demo work authorization sent to the customer');
  const { EncryptedId } = (await api.get(`/workAuthorization/${wa.Id}`)) as { EncryptedId: string };
  return `/authorization?id=${encodeURIComponent(EncryptedId)}`;
}
