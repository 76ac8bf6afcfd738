import type { CanopyModule, ModuleDeps } from '../module';
import { authRoutes } from './auth.routes';
import { authService } from './auth.service';

/** Sign-in, sessions and password links over the app's config, mail and token signing. */
export const authServiceOf = (deps: ModuleDeps) =>
  authService({
    fileUrl: (id) => deps.files.signedUrl(id),
    db: deps.db,
    mailer: deps.mailer,
    encryptionSecret: deps.config.encryptionSecret,
    clientSecret: deps.config.clientSecret,
    publicUrl: deps.config.publicUrl,
    accessTokenSeconds: deps.config.accessTokenSeconds,
    refreshReuseGraceMs: deps.config.refreshReuseGraceMs,
    loginFailuresPerAddress: deps.config.loginFailuresPerAddress,
    sign: (c, s) => deps.sign(c, s),
  });

/** auth/: sign-in, refresh, sign-out, password resets. */
export const authModule = {
  name: 'auth',
  async register(api, deps) {
    await api.register(authRoutes(authServiceOf(deps)));
  },
} satisfies CanopyModule;
