import { CSRF_HEADER, WEB_CLIENT_ID, WEB_CLIENT_SECRET, type LoginResponse } from '@canopy/shared';
import { inject } from 'vitest';
import { testServer } from './env';

/** Who each API session is, so that a session whose short-lived token ran out can sign in again. */
const usernames = new WeakMap<LoginResponse, string>();

/** Signs in over HTTP, for journeys that prepare their data through the API. */
export async function apiSignIn(username: string): Promise<LoginResponse> {
  const session = await signIn(username);
  usernames.set(session, username);
  return session;
}

async function signIn(username: string): Promise<LoginResponse> {
  const res = await fetch(`${testServer().baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      Username: username,
      Password: inject('password'),
      ClientId: WEB_CLIENT_ID,
      ClientSecret: WEB_CLIENT_SECRET,
    }),
  });
  if (!res.ok) throw new Error(`Sign-in of ${username} failed: ${res.status}`);
  return (await res.json()) as LoginResponse;
}

function headers(session: LoginResponse, json: boolean): Record<string, string> {
  return {
    // No body, no JSON content type: the server refuses an empty JSON body.
    ...(json ? { 'Content-Type': 'application/json' } : {}),
    Authorization: `Bearer ${session.LoginResult.Jwt}`,
    [CSRF_HEADER]: session.LoginResult.CsrfToken,
  };
}

/**
 * A call as the session. Journeys' access tokens live 20 s, so on a busy machine a journey can
 * outlast the one it signed in with: a 401 signs the same user in again and the call is repeated.
 */
async function send(session: LoginResponse, path: string, init: RequestInit = {}): Promise<Response> {
  const attempt = () =>
    fetch(`${testServer().baseUrl}/api/v1${path}`, {
      ...init,
      headers: headers(session, init.body !== undefined),
    });
  const res = await attempt();
  const username = usernames.get(session);
  if (res.status !== 401 || !username) return res;
  Object.assign(session, await signIn(username));
  return attempt();
}

export async function apiGet<T>(session: LoginResponse, path: string): Promise<T> {
  const res = await send(session, path);
  if (!res.ok) throw new Error(`GET ${path} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function apiPut<T>(session: LoginResponse, path: string, body: unknown): Promise<T> {
  const res = await send(session, path, { method: 'PUT', body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`PUT ${path} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function apiPost<T>(session: LoginResponse, path: string, body: unknown): Promise<T> {
  const res = await send(session, path, { method: 'POST', body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${path} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function apiDelete(session: LoginResponse, path: string): Promise<void> {
  const res = await send(session, path, { method: 'DELETE' });
  if (!res.ok) throw new Error(`DELETE ${path} failed: ${res.status} ${await res.text()}`);
}

/** A call whose refusal the journey checks: the response as it came, whatever its status. */
export async function apiSend(
  session: LoginResponse,
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
): Promise<Response> {
  return send(session, path, { method, body: JSON.stringify(body) });
}
