import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import jwt from '@fastify/jwt';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { API_BASE } from '@canopy/shared';
import type { Config } from './config';
import type { Db, DbHandle } from './platform/db';
import { installGuard } from './platform/auth/guard';
import { installErrorHandling } from './platform/errors';
import { installApiCompression, installSecurityHeaders } from './platform/http-hardening';
import { installIdempotency } from './platform/idempotency';
import { jobQueueFor } from './platform/jobs/job-queue';
import { documentsService } from './platform/files/documents';
import { filesService } from './platform/files/files';
import { diskStore } from './platform/files/store';
import { installInputCase } from './platform/input-case';
import { createMailer, type Mailer } from './platform/mail';
import { cardPayments, gatewayFromConfig, paymentPageCsp, type PaymentGateway } from './platform/payments';
import { installRequestLog } from './platform/request-log';
import { cachedSchemaCompilers } from './platform/schema-compilers';
import { registerModules } from './modules';
import { customerPageRenderer, PUBLIC_PAGES_HTML } from './public-frame';
import { drawnLink, PUBLIC_BUNDLE_PATHS, publicPagePreloads } from './public-pages';
import type { ModuleDeps } from './modules/module';
import { storeDemoDocumentFiles } from './seed/proposal-documents-demo';
import { storeDemoImageFiles } from './seed/work-order-images-demo';

export interface AppDeps {
  config: Config;
  dbh: DbHandle;
  mailer?: Mailer;
  /** Extra routes (tests use this to prove undeclared routes are refused). */
  extra?: (app: FastifyInstance, deps: ModuleDeps) => Promise<void>;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
  /** A card payment gateway in place of the configured one (tests). */
  paymentGateway?: PaymentGateway;
}

export async function buildApp({
  config,
  dbh,
  mailer,
  extra,
  logStream,
  paymentGateway,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger
      ? { level: process.env.LOG_LEVEL ?? 'info', ...(logStream ? { stream: logStream } : {}) }
      : false,
    // Two lines per request at info drowned the useful ones; installRequestLog writes one, by level.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    ajv: {
      // multipleOfPrecision: money is `multipleOf: 0.01`, and 19.99 / 0.01 is 1998.9999999999998 in binary floats.
      customOptions: {
        allErrors: true,
        coerceTypes: 'array',
        useDefaults: true,
        removeAdditional: true,
        multipleOfPrecision: 6,
      },
    },
    schemaController: { compilersFactory: cachedSchemaCompilers },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const dist = config.clientDist;
  const spa = !!dist && existsSync(join(dist, 'index.html'));
  installErrorHandling(app, { spa });
  installRequestLog(app);
  installInputCase(app);
  await app.register(cookie);
  // Per-route limits are tighter (platform/files); these are the ceiling.
  await app.register(multipart, {
    limits: { fileSize: 25 * 1024 * 1024, files: 20, fields: 50, fieldSize: 100_000 },
  });
  await app.register(jwt, {
    secret: config.jwtSecret,
    sign: { algorithm: 'HS256' },
    verify: { algorithms: ['HS256'] },
  });
  installGuard(app, { db: dbh.db, encryptionSecret: config.encryptionSecret });
  installIdempotency(app, { db: dbh.db });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Canopy API', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  const formUrl = config.payments.gateway === 'sandbox' ? '' : config.payments.formUrl;
  await installSecurityHeaders(
    app,
    app.swaggerCSP.script,
    /^https?:\/\//.test(formUrl) ? new URL(formUrl).origin : '',
  );

  // The one composition root: files, documents and mail are built here, once, for every module.
  const filesRoot = join(config.dataDir, 'files');
  const store = diskStore(filesRoot);
  const filesOver = (db: Db) => filesService({ db, store, secret: config.encryptionSecret });
  const files = filesOver(dbh.db);
  const jobs = jobQueueFor(dbh, {
    jobsSchema: config.jobsSchema,
    pollMs: config.jobsPollMs,
    leaseSeconds: config.jobLeaseSeconds,
    log: (msg, err) => app.log.error({ err }, msg),
  });
  const deps: ModuleDeps = {
    config,
    db: dbh.db,
    engine: dbh.engine,
    mailer:
      mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: (m) => app.log.info(m) }),
    files,
    filesOver,
    documents: documentsService(dbh.db, files),
    // Stored keys are hex, so `tmp` never meets one.
    filesTempDir: join(filesRoot, 'tmp'),
    sign: (claims: object, expiresIn: number) => app.jwt.sign(claims, { expiresIn }),
    payments: cardPayments({ db: dbh.db, gateway: paymentGateway ?? gatewayFromConfig(config, dbh.db) }),
    jobs,
  };
  // The demo seed runs without a file store; its photos get their bytes when a server first starts on it.
  await storeDemoImageFiles(dbh.db, files);
  await storeDemoDocumentFiles(dbh.db, files);
  await app.register(
    async (api) => {
      await installApiCompression(api);
      await registerModules(api, deps);
    },
    { prefix: API_BASE },
  );
  if (extra) await app.register(async (scope) => extra(scope, deps));

  if (spa) {
    // Files are looked up per request (a rebuilt client needs no restart); a miss falls to the
    // not-found handler, which gives the client its index.html for every non-API path.
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each text asset; the one the browser accepts is sent.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => res.setHeader('Cache-Control', cacheControlFor(path)),
    });
    app.get('/', (_req, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
    // Customer pages have a small bundle of their own (public-pages.html), not the office console.
    if (existsSync(join(dist, PUBLIC_PAGES_HTML))) {
      const csp = paymentPageCsp(config.payments.gateway === 'sandbox' ? '' : config.payments.formUrl);
      const authorizationPage = customerPageRenderer(app, dist);
      for (const path of PUBLIC_BUNDLE_PATHS) {
        app.get(path, async (req, reply) => {
          reply.header('Cache-Control', 'no-cache').header('Content-Security-Policy', csp);
          const link = drawnLink(path, req.query);
          const drawn = link ? await authorizationPage(link) : null;
          if (drawn) return reply.type('text/html; charset=utf-8').send(drawn);
          const preloads = publicPagePreloads(path, req.query);
          if (preloads) reply.header('Link', preloads);
          return reply.sendFile(PUBLIC_PAGES_HTML);
        });
      }
    }
  }
  app.addHook('onClose', () => jobs.stop());
  await app.ready();
  // Handlers are registered by the modules above; jobs left by an earlier run resume now.
  await jobs.start();
  return app;
}

/**
 * Hashed build assets never change under their name, so browsers keep them a year; the page, the
 * service worker and the manifest are checked every time so a new version is seen at once.
 */
export function cacheControlFor(path: string): string {
  if (/[\\/]assets[\\/]/.test(path)) return 'public, max-age=31536000, immutable';
  if (/\.(html|webmanifest)$|(^|[\\/])(sw|registerSW)\.js$/.test(path)) return 'no-cache';
  return 'public, max-age=86400';
}
