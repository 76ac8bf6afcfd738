/**
 * First-load benchmark: starts the server on the built client (CLIENT_DIST to measure another
 * build), loads it in Chromium slowed to a phone, and prints per entry the gzip bytes of the
 * scripts fetched and the largest contentful paint. `npm run bench:browser` (add --list to see
 * every script, --customer to measure only the customer page, --timeline for its requests).
 */
import { execSync } from 'node:child_process';
import { chromium, type Page } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import setup from '../support/globalSetup';
import {
  demoCustomerLink,
  demoWorkOrderId,
  KIB,
  MOBILE,
  ScriptLog,
  signInThroughForm,
  throttle,
  waitForLanding,
  waitForScreen,
  waitForSignInForm,
  type EntryCost,
} from './firstLoad';

interface Row extends EntryCost {
  entry: string;
  usableMs: number;
}

const listScripts = process.argv.includes('--list');
const customerOnly = process.argv.includes('--customer');
const showTimeline = process.argv.includes('--timeline');

/** When each request of the page started and ended, and the largest paint: what held the paint up. */
async function timeline(page: Page): Promise<string> {
  // Every candidate in turn, with its time: a later, larger paint shows what replaced the first.
  const candidates = await page.evaluate(
    () =>
      new Promise<string[]>((done) => {
        new PerformanceObserver((list) => {
          done(
            list.getEntries().map((entry) => {
              const e = entry as PerformanceEntry & { element?: Element; size?: number };
              const what = e.element
                ? `<${e.element.tagName.toLowerCase()} class="${e.element.className}">`
                : '(removed)';
              return `${Math.round(e.startTime)} ms: ${what} ${e.size ?? 0} px²`;
            }),
          );
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  const { rows, lcp } = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const res = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const lcp = (window as unknown as { firstLoadLcp?: number }).firstLoadLcp ?? 0;
    return {
      rows: [nav, ...res].map(
        (e) =>
          [
            Math.round(e.startTime),
            Math.round(e.responseEnd),
            new URL(e.name).pathname,
            e.encodedBodySize,
          ] as const,
      ),
      lcp: Math.round(lcp),
    };
  });
  return [
    ...rows.map(
      ([a, b, p, size]) =>
        `    ${String(a).padStart(6)} → ${String(b).padStart(6)} ms  ${String(size).padStart(7)} B  ${p}`,
    ),
    `    LCP at ${lcp} ms; candidates: ${candidates.join(', ')}`,
  ].join('\n');
}
const provided: Record<string, unknown> = {};
const stop = await setup({
  provide: (key: string, value: unknown) => (provided[key] = value),
} as TestProject);
// The setup starts one server per journey worker; the bench needs only the first.
const baseUrl = (provided.servers as { baseUrl: string }[])[0]!.baseUrl;
const password = provided.password as string;

const browser = await chromium.launch({
  executablePath:
    process.env.CHROMIUM_PATH ??
    execSync('command -v chromium', { shell: '/bin/sh', encoding: 'utf8' }).trim(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

/** Times an entry until `ready` resolves with the title of the screen it waited for. */
async function timed(
  page: Page,
  log: ScriptLog,
  entry: (title: string) => string,
  ready: () => Promise<string>,
): Promise<Row> {
  const started = Date.now();
  const title = await ready();
  const usableMs = Date.now() - started;
  // Let the paint that made the screen usable reach the observer.
  await page.waitForTimeout(250);
  return { entry: entry(title), usableMs, ...(await log.until(title)) };
}

/** A signed-in reload of `path`: usable once its screen's `title` shows, and `ready` if given. */
function signedInReload(
  page: Page,
  log: ScriptLog,
  name: string,
  path: string,
  title: string,
  ready: () => Promise<void> = async () => {},
): Promise<Row> {
  log.reset();
  return timed(
    page,
    log,
    () => `${name} (reload, signed in)`,
    async () => {
      await page.goto(path);
      await waitForScreen(page, title);
      await ready();
      return title;
    },
  );
}

/** The staff entries: a cold sign-in page, the foreman's first screen, signed-in reloads. */
async function staffRows(page: Page, log: ScriptLog): Promise<Row[]> {
  const workOrderId = await demoWorkOrderId(baseUrl, 'foreman', password);
  const rows: Row[] = [];
  rows.push(
    await timed(
      page,
      log,
      () => 'sign-in page (cold)',
      async () => {
        await page.goto('/login');
        await waitForSignInForm(page);
        return 'Sign in';
      },
    ),
  );
  rows.push(
    // Whichever screen the foreman's role lands on.
    await timed(
      page,
      log,
      (title) => `foreman first screen (sign-in + ${title})`,
      async () => {
        await signInThroughForm(page, 'foreman', password);
        return waitForLanding(page);
      },
    ),
  );
  // The browser stops looking for a larger paint once the user has typed.
  rows[1]!.lcpMs = Number.NaN;
  rows.push(
    await signedInReload(
      page,
      log,
      'work order page',
      `/workorders/info?id=${workOrderId}`,
      `Work Order ${workOrderId}`,
    ),
  );
  rows.push(
    // Usable once the rows are drawn (cards on a phone, a table wider), not at the title.
    await signedInReload(page, log, 'work order list', '/workorders/', 'Work Orders', () =>
      page.getByRole('main').locator('[role=listitem], tbody tr').first().waitFor(),
    ),
  );
  return rows;
}

try {
  const customerLink = await demoCustomerLink(baseUrl, 'officemanager', password);
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const log = await ScriptLog.start(page);
  await throttle(page);
  page.setDefaultTimeout(120_000);

  const rows: Row[] = [];
  if (!customerOnly) rows.push(...(await staffRows(page, log)));

  // A customer opening an e-mailed link: a browser that has never seen the app, on the public bundle.
  const customer = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const customerPage = await customer.newPage();
  const customerLog = await ScriptLog.start(customerPage);
  await throttle(customerPage);
  customerPage.setDefaultTimeout(120_000);
  rows.push(
    await timed(
      customerPage,
      customerLog,
      () => 'customer page (cold, /authorization)',
      async () => {
        await customerPage.goto(customerLink);
        // Usable once the lines to approve are drawn, not at the first heading.
        await customerPage.getByRole('checkbox').first().waitFor();
        return 'Work Authorization';
      },
    ),
  );
  if (showTimeline) console.log(await timeline(customerPage));
  await customer.close();

  console.log(
    `Chromium, ${MOBILE.latency} ms RTT, ${MOBILE.downloadBps / 1e6} Mbps down, ${MOBILE.cpuSlowdown}x CPU`,
  );
  for (const r of rows) {
    console.log(
      `${r.entry.padEnd(50)} JS ${String(r.gzip).padStart(7)} B gzip (${(r.gzip / KIB).toFixed(1)} KiB, ` +
        `${r.scripts.length} files; ${(r.deferredGzip / KIB).toFixed(1)} KiB in ${r.deferred} put off)  LCP ${Number.isNaN(r.lcpMs) ? '-' : `${r.lcpMs} ms`}  usable after ${r.usableMs} ms`,
    );
    if (listScripts) for (const s of r.scripts) console.log(`    ${String(s.gzip).padStart(7)}  ${s.path}`);
  }
  await context.close();
} finally {
  await browser.close();
  await stop();
}
