import { execSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { ARTIFACTS, testServer } from './env';

/**
 * How long a step waits for the page (a click's target, a heading, a response). A 2-core CI machine
 * runs two journeys and their servers at once, and under other load a sign-in form has been seen to
 * take over 15 s to show; a slow step waits this long before it counts as broken.
 */
const ACTION_TIMEOUT = 25_000;

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium; the journeys fail (never skip) without it. */
function chromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  try {
    const found = execSync('command -v chromium', { shell: '/bin/sh', encoding: 'utf8' }).trim();
    if (found) return found;
  } catch {
    // fall through to the error below
  }
  throw new Error(
    'Chromium was not found (command -v chromium). Install it (apt-get install chromium) or set CHROMIUM_PATH.',
  );
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: ARGS, headless: true });
}

/**
 * A browser with a profile on disk (userDataDir), like a phone's installed app: IndexedDB, the
 * service worker and remembered sign-ins outlive closing it, and a relaunch with the same folder
 * finds them again.
 */
export async function launchPersistent(userDataDir: string): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    args: ARGS,
    headless: true,
    baseURL: testServer().baseUrl,
    viewport: { width: 1280, height: 800 },
  });
  context.setDefaultTimeout(ACTION_TIMEOUT);
  return context;
}

/** A second device next to the journey's own: its own storage, cookies and service worker. */
export async function newDevice(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: testServer().baseUrl,
    viewport: { width: 1280, height: 800 },
  });
  context.setDefaultTimeout(ACTION_TIMEOUT);
  return context;
}

/** Keeps a screenshot of the page in e2e/artifacts, for a journey that failed. */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = join(ARTIFACTS, `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`);
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
}

/**
 * A phone as crews hold it: 390×844, touch, a mobile browser. Layout is in CSS pixels, so a pixel
 * ratio of 1 checks the same fit while the software renderer paints a ninth of a 3× screen.
 */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
};

/**
 * For journeys that cut the network: the service worker serves the app. Every other journey runs
 * without one, so a fresh context does not download and precache the whole app beside the journey.
 */
export const WITH_SERVICE_WORKER: BrowserContextOptions = { serviceWorkers: 'allow' };

export interface Journey {
  context: BrowserContext;
  page: Page;
  baseUrl: string;
}

/**
 * Runs one journey in a fresh browser context (its own storage, cookies and service worker) and
 * keeps a screenshot of the page in e2e/artifacts when it fails.
 */
export async function inContext(
  browser: Browser,
  name: string,
  run: (j: Journey) => Promise<void>,
  device: BrowserContextOptions = { viewport: { width: 1280, height: 800 } },
): Promise<void> {
  const baseUrl = testServer().baseUrl;
  const context = await browser.newContext({ serviceWorkers: 'block', ...device, baseURL: baseUrl });
  context.setDefaultTimeout(ACTION_TIMEOUT);
  const page = await context.newPage();
  try {
    await run({ context, page, baseUrl });
  } catch (err) {
    await keepScreenshot(page, name);
    throw err;
  } finally {
    await context.close();
  }
}
