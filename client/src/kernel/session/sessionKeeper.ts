import type { LoginResponse } from '@canopy/shared';
import { refreshSession } from './refresh';
import { SESSION_STORAGE_KEY, useSessionStore } from './sessionStore';

const MAX_LEAD_MS = 60_000;
const OFFLINE_RETRY_MS = 30_000;

/** Refresh a minute before expiry, or at 80% of a short token's life (tests use tokens of seconds). */
export function refreshDelay(session: LoginResponse, now = Date.now()): number {
  const issued = Date.parse(session.LoginResult.IssuedUtc);
  const expires = Date.parse(session.LoginResult.ExpiresUtc);
  const lead = Math.min(MAX_LEAD_MS, Math.max(0, (expires - issued) / 5));
  return Math.max(0, expires - lead - now);
}

export const isExpired = (session: LoginResponse, now = Date.now()) =>
  Date.parse(session.LoginResult.ExpiresUtc) <= now;

/**
 * Keeps the access token fresh while the app is open. When the token has already expired by the
 * time we act (the device slept, the tab was frozen), the spec asks for a refresh and a page
 * reload so every screen starts again under the new token and claims.
 * Returns a function that stops it.
 */
export function startSessionKeeper(reload: () => void = () => location.reload()): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const tick = async () => {
    const session = useSessionStore.getState().session;
    if (!session) return;
    const lapsed = isExpired(session);
    const outcome = await refreshSession();
    if (outcome === 'offline') timer = setTimeout(tick, OFFLINE_RETRY_MS);
    else if (outcome === 'ok' && lapsed) reload();
  };

  const schedule = (session: LoginResponse | null) => {
    clearTimeout(timer);
    if (session) timer = setTimeout(tick, refreshDelay(session));
  };

  // On start an expired token is renewed quietly: nothing has rendered yet, so no reload is needed.
  const initial = useSessionStore.getState().session;
  if (initial && isExpired(initial)) void refreshSession();
  else schedule(initial);

  const unsubscribe = useSessionStore.subscribe((s, prev) => {
    if (s.session !== prev.session) schedule(s.session);
  });

  const onVisible = () => {
    const session = useSessionStore.getState().session;
    if (document.visibilityState === 'visible' && session && isExpired(session)) void tick();
  };
  document.addEventListener('visibilitychange', onVisible);

  // Tabs that remember the user share localStorage; take a token another tab refreshed instead of
  // presenting a refresh token the server has already rotated.
  const onStorage = (e: StorageEvent) => {
    if (e.key === SESSION_STORAGE_KEY) void useSessionStore.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);

  return () => {
    clearTimeout(timer);
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('storage', onStorage);
  };
}
