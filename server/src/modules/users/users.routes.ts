import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, Ok, SavePassword, SaveUsername, UsernameSaved } from '@canopy/shared';
import { ValidationError } from '../../platform/errors';
import type { UsersService } from './users.service';

// Every signed-in user edits their own sign-in; no claim is involved.
const own = { access: { signedIn: true as const } };
const errors = { 400: ErrorBody, 429: ErrorBody };
const tags = ['Sign-in settings'];

// The schema's type coercion would take JSON `true` or `12` as the name "true" or "12"; a name is
// only ever typed, so anything but a string is refused as it came.
async function usernameAsSent(req: { body: unknown }) {
  const sent = (req.body as { Username?: unknown } | null)?.Username;
  if (sent !== undefined && typeof sent !== 'string')
    throw new ValidationError({ Username: ['The username must be text.'] });
}

export const usersRoutes =
  (svc: UsersService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.put(
      '/users/username',
      {
        config: own,
        preValidation: usernameAsSent,
        schema: { tags, body: SaveUsername, response: { 200: UsernameSaved, ...errors } },
      },
      async (req) => svc.saveUsername(req.auth, req.body),
    );
    app.put(
      '/users/password',
      { config: own, schema: { tags, body: SavePassword, response: { 200: Ok, ...errors } } },
      async (req) => svc.savePassword(req.auth, req.body),
    );
  };
