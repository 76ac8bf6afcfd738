import { CSRF_HEADER, WEB_CLIENT_ID, WEB_CLIENT_SECRET, type LoginResponse } from '@canopy/shared';
import { inject } from 'vitest';
import { testServer } from './env';

/** Signs in over HTTP, for journeys that prepare their data through the API. */
export async function apiSignIn(username: string): Promise<LoginResponse> {
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

function headers(session: LoginResponse): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    Authorization: `Bearer ${session.LoginResult.Jwt}`,
    [CSRF_HEADER]: session.LoginResult.CsrfToken,
  };
}

export async function apiGet<T>(session: LoginResponse, path: string): Promise<T> {
  const res = await fetch(`${testServer().baseUrl}/api/v1${path}`, { headers: headers(session) });
  if (!res.ok) throw new Error(`GET ${path} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function apiPut<T>(session: LoginResponse, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${testServer().baseUrl}/api/v1${path}`, {
    method: 'PUT',
    headers: headers(session),
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`PUT ${path} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function apiPost<T>(session: LoginResponse, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${testServer().baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: headers(session),
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function apiDelete(session: LoginResponse, path: string): Promise<void> {
  // No body, so no JSON content type: the server refuses an empty JSON body.
  const { 'Content-Type': _json, ...bare } = headers(session);
  const res = await fetch(`${testServer().baseUrl}/api/v1${path}`, { method: 'DELETE', headers: bare });
  if (!res.ok) throw new Error(`DELETE ${path} failed: ${res.status} ${await res.text()}`);
}

/** A call whose refusal the journey checks: the response as it came, whatever its status. */
export async function apiSend(
  session: LoginResponse,
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
): Promise<Response> {
  return fetch(`${testServer().baseUrl}/api/v1${path}`, {
    method,
    headers: headers(session),
    body: JSON.stringify(body),
  });
}
