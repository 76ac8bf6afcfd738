/** The pages a signed-out visitor fills in; they run without the console (see main.tsx). */
export const SIGN_IN_PAGES = ['/login', '/forgot-password', '/reset-password'] as const;
export type SignInPath = (typeof SIGN_IN_PAGES)[number];

export const isSignInPage = (path: string): path is SignInPath =>
  (SIGN_IN_PAGES as readonly string[]).includes(path);

/**
 * Pages anyone may open, signed in or not, that the console draws: customer documents and the
 * guard's refusal. Every other path is a staff screen and needs a sign-in first.
 */
const OPEN_PAGES = new Set(['/statement', '/unauthorized', '/proposalview']);
export const isOpenPage = (path: string): boolean => OPEN_PAGES.has(path);

/** The login page, remembering where the user was going (a path inside the app only). */
export function loginHref(redirect?: string): string {
  return redirect && redirect !== '/' ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
}

/** A return path taken from a URL must stay inside the app (no //evil.example or javascript:). */
export function safeRedirect(path: string | undefined): string | undefined {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return undefined;
  return path;
}
