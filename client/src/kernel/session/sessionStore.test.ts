import { beforeEach, describe, expect, it } from 'vitest';
import { loginResponse } from '../../test/sessions';
import { refreshDelay } from './sessionKeeper';
import { SESSION_STORAGE_KEY, useSessionStore } from './sessionStore';

const stored = (store: Storage) => {
  const raw = store.getItem(SESSION_STORAGE_KEY);
  return raw
    ? (JSON.parse(raw) as { state: { session: { LoginResult: { Jwt: string } } | null } }).state
    : null;
};

describe('the session store', () => {
  beforeEach(() => {
    useSessionStore.getState().signOut();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('with "remember me" keeps the session in localStorage', () => {
    useSessionStore.getState().signIn(loginResponse({ jwt: 'kept' }), true);
    expect(stored(localStorage)?.session?.LoginResult.Jwt).toBe('kept');
    expect(stored(sessionStorage)).toBeNull();
  });

  it('without it keeps the session in sessionStorage only', () => {
    useSessionStore.getState().signIn(loginResponse({ jwt: 'tab' }), false);
    expect(stored(sessionStorage)?.session?.LoginResult.Jwt).toBe('tab');
    expect(stored(localStorage)).toBeNull();
  });

  it('a refresh stays where sign-in put it, and a later sign-in without "remember me" leaves nothing behind', () => {
    useSessionStore.getState().signIn(loginResponse({ jwt: 'a' }), true);
    useSessionStore.getState().replace(loginResponse({ jwt: 'b' }));
    expect(stored(localStorage)?.session?.LoginResult.Jwt).toBe('b');
    useSessionStore.getState().signIn(loginResponse({ jwt: 'c' }), false);
    expect(stored(localStorage)).toBeNull();
    expect(stored(sessionStorage)?.session?.LoginResult.Jwt).toBe('c');
  });

  it('comes back after a reload from whichever storage holds it', async () => {
    useSessionStore.getState().signIn(loginResponse({ jwt: 'again' }), true);
    useSessionStore.setState({ session: null, remember: false }, false);
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ state: { session: loginResponse({ jwt: 'again' }), remember: true }, version: 1 }),
    );
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState().session?.LoginResult.Jwt).toBe('again');
    expect(useSessionStore.getState().remember).toBe(true);
  });

  it('sign-out empties both storages of the session', () => {
    useSessionStore.getState().signIn(loginResponse(), true);
    useSessionStore.getState().signOut();
    expect(stored(localStorage)?.session ?? null).toBeNull();
    expect(stored(sessionStorage)?.session ?? null).toBeNull();
  });
});

describe('the refresh timer', () => {
  it('renews a minute before a normal token expires and at 80% of a short one', () => {
    const now = Date.now();
    expect(refreshDelay(loginResponse({ ttlMs: 15 * 60_000 }), now)).toBeCloseTo(14 * 60_000, -3);
    expect(refreshDelay(loginResponse({ ttlMs: 10_000 }), now)).toBeCloseTo(8_000, -3);
    expect(refreshDelay(loginResponse({ ttlMs: 10_000 }), now + 60_000)).toBe(0);
  });
});
