import { WEB_CLIENT_ID, WEB_CLIENT_SECRET, type LoginResponse } from '@canopy/shared';
import { api } from '../api/client';
import { useSessionStore } from './sessionStore';

export interface SignInInput {
  username: string;
  password: string;
  remember: boolean;
}

export async function signIn({ username, password, remember }: SignInInput): Promise<LoginResponse> {
  const { data } = await api.post('/auth/login', {
    body: {
      Username: username,
      Password: password,
      ClientId: WEB_CLIENT_ID,
      ClientSecret: WEB_CLIENT_SECRET,
      RememberMe: remember,
    },
    anonymous: true,
  });
  useSessionStore.getState().signIn(data, remember);
  return data;
}

/**
 * Ends the session on the server, then locally whatever the server said: a user who asks to sign
 * out must be signed out on this device even when offline.
 */
export async function signOut(everywhere = false): Promise<void> {
  try {
    await api.post(everywhere ? '/auth/logout-all' : '/auth/logout');
  } catch {
    // The local sign-out below is what the user asked for; the server session expires on its own.
  } finally {
    useSessionStore.getState().signOut();
    // Photos the service worker kept for offline use are the signed-out user's; a shared device
    // must not show them to the next person.
    if (typeof caches !== 'undefined') void caches.delete('photos').catch(() => undefined);
  }
}

export async function requestPasswordReset(email: string): Promise<string | undefined> {
  const { data } = await api.post('/auth/forgot-password', { body: { Email: email }, anonymous: true });
  return data?.Message;
}

export async function resetPassword(
  token: string,
  password: string,
  confirmation: string,
): Promise<string | undefined> {
  const { data } = await api.post('/auth/reset-password', {
    body: { Token: token, Password: password, Confirmation: confirmation },
    anonymous: true,
  });
  return data?.Message;
}
