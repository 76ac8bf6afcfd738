import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');

/** The anti-forgery token is bound to the session: HMAC(secret, session id). */
export function csrfFor(secret: string, sessionId: string): string {
  return createHmac('sha256', secret).update(`csrf:${sessionId}`).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** What our access token carries. */
export interface AccessClaims {
  sub: string;
  /** session id */
  sid: string;
  /** the role's claims version when issued; a newer one means the role changed */
  rv: number;
  /** unique per token, so two tokens issued in the same second differ */
  jti: string;
}
