import { API_BASE, CSRF_HEADER, type ClientErrorReport } from '@canopy/shared';
import { getSession } from '../session/sessionStore';

const WINDOW_MS = 60_000;
const MAX_PER_WINDOW = 10;
const seen = new Set<string>();
let windowStart = 0;
let sentInWindow = 0;

function describe(err: unknown): { message: string; stack?: string } {
  if (err instanceof Error) return { message: `${err.name}: ${err.message}`, stack: err.stack };
  if (typeof err === 'string') return { message: err };
  try {
    return { message: JSON.stringify(err) };
  } catch {
    return { message: String(err) };
  }
}

/**
 * Sends an unhandled client error to the server's log. The same error is sent once per page life,
 * and at most ten a minute, so a render loop cannot flood the log (or the user's data plan).
 * Never throws: reporting must not cause the failure it reports.
 */
export function reportClientError(err: unknown, level: 'error' | 'warning' = 'error'): void {
  const { message, stack } = describe(err);
  const key = `${message}\n${stack?.split('\n')[1] ?? ''}`;
  if (seen.has(key)) return;
  const now = Date.now();
  if (now - windowStart > WINDOW_MS) {
    windowStart = now;
    sentInWindow = 0;
  }
  if (sentInWindow >= MAX_PER_WINDOW) return;
  seen.add(key);
  sentInWindow++;

  const report: ClientErrorReport = {
    Message: message.slice(0, 4000),
    Stack: stack?.slice(0, 20000),
    Url: location.href.slice(0, 2000),
    UserAgent: navigator.userAgent.slice(0, 1000),
    Level: level,
  };
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const session = getSession();
  if (session) {
    headers.Authorization = `Bearer ${session.LoginResult.Jwt}`;
    headers[CSRF_HEADER] = session.LoginResult.CsrfToken;
  }
  fetch(`${API_BASE}/logger/errors`, {
    method: 'POST',
    credentials: 'same-origin',
    headers,
    body: JSON.stringify(report),
    keepalive: true,
  }).catch(() => undefined);
}

/** Reports what nothing else caught: script errors and rejected promises nobody awaited. */
export function installGlobalErrorReporting(): void {
  window.addEventListener('error', (e) => reportClientError(e.error ?? e.message));
  window.addEventListener('unhandledrejection', (e) => reportClientError(e.reason));
}

/** For tests: forget what was sent. */
export function resetErrorReporting(): void {
  seen.clear();
  windowStart = 0;
  sentInWindow = 0;
}
