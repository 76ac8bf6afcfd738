import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE, CSRF_HEADER, UPDATE_ROLES_HEADER } from '@canopy/shared';
import type { Db } from '../db';
import { HttpError, unauthorized } from '../errors';
import { loadCaller } from './caller';
import { requireClaim, type AuthContext, type RouteAccess } from './context';
import { csrfFor, safeEqual, type AccessClaims } from './tokens';

export type { RouteAccess } from './context';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext;
  }
}

export class RouteWithoutClaimError extends Error {}

/**
 * Every API route must say who may call it; the app refuses to start otherwise. Signed-in routes
 * check the bearer token, the anti-forgery token and the live session, then the route's claim.
 */
export function installGuard(app: FastifyInstance, deps: { db: Db; encryptionSecret: string }): void {
  app.decorateRequest('auth', null as unknown as AuthContext);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_BASE)) return;
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (!access) {
      throw new RouteWithoutClaimError(`Route ${String(route.method)} ${route.url} declares no claim`);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (!access || 'public' in access) return;
    const { caller, rolesChanged } = await authenticate(request, deps);
    // Tell the client to refresh its token (and its menu) when the role changed after sign-in.
    if (rolesChanged) reply.header(UPDATE_ROLES_HEADER, '1');
    request.auth = caller;
    requireClaim(caller, { access });
  });
}

export async function authenticate(
  request: FastifyRequest,
  deps: { db: Db; encryptionSecret: string },
): Promise<{ caller: AuthContext; rolesChanged: boolean }> {
  let token: AccessClaims;
  try {
    token = await request.jwtVerify<AccessClaims>();
  } catch {
    throw unauthorized();
  }
  const csrf = request.headers[CSRF_HEADER.toLowerCase()];
  if (typeof csrf !== 'string' || !safeEqual(csrf, csrfFor(deps.encryptionSecret, token.sid))) {
    throw new HttpError(403, 'Missing or invalid anti-forgery token.');
  }
  const caller = await loadCaller(deps.db, Number(token.sub), token.sid);
  if (!caller) throw unauthorized();
  return { caller, rolesChanged: caller.claimsVersion !== token.rv };
}
