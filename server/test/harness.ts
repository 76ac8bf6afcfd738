import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import {
  CSRF_HEADER,
  REFRESH_COOKIE,
  WEB_CLIENT_ID,
  WEB_CLIENT_SECRET,
  type LoginResponse,
} from '@canopy/shared';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDb, type DbHandle, type Engine } from '../src/platform/db';
import { migrateToLatest } from '../src/platform/db/migrate';
import type { Mailer } from '../src/platform/mail';
import type { ModuleDeps } from '../src/modules/module';
import type { PaymentGateway } from '../src/platform/payments';
import { TEST_HASH_COST } from '../src/platform/auth/passwords';
import { seedDemo } from '../src/seed/demo';
import { copyTemplate, ENGINES, PASSWORD, PG_URL } from './templates';

export { ENGINES, PASSWORD, PG_URL };

export interface Session {
  token: string;
  csrf: string;
  refreshCookie: string;
  body: LoginResponse;
}

export interface TestCtx {
  engine: Engine;
  app: FastifyInstance;
  dbh: DbHandle;
  config: Config;
  login(username: string, opts?: { password?: string; remember?: boolean }): Promise<Session>;
  /** An authorized call as the given session. */
  call(
    s: Session,
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface CtxOptions {
  env?: Record<string, string>;
  mailer?: Mailer;
  extra?: (app: FastifyInstance, deps: ModuleDeps) => Promise<void>;
  paymentGateway?: PaymentGateway;
  logStream?: { write(line: string): void };
}

export async function makeCtx(engine: Engine, opts: CtxOptions = {}): Promise<TestCtx> {
  const dir = mkdtempSync(join(tmpdir(), 'canopy-test-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const copy = await copyTemplate(engine, dir, PG_URL);
  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    CLIENT_DIST: join(dir, 'no-client'),
    ...(engine === 'postgres' ? { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema } : {}),
    ...copy?.env,
    ...opts.env,
  });
  const dbh = await openDb({ dataDir: dir, databaseUrl: config.databaseUrl, schema: config.databaseSchema });
  if (!copy) {
    await migrateToLatest(dbh.db, config.databaseSchema);
    await seedDemo(dbh, PASSWORD, TEST_HASH_COST);
  }
  const app = await buildApp({
    config,
    dbh,
    mailer: opts.mailer,
    extra: opts.extra,
    logStream: opts.logStream,
    paymentGateway: opts.paymentGateway,
  });

  const ctx: TestCtx = {
    engine,
    app,
    dbh,
    config,
    async login(username, o = {}) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: {
          Username: username,
          Password: o.password ?? PASSWORD,
          ClientId: WEB_CLIENT_ID,
          ClientSecret: WEB_CLIENT_SECRET,
          RememberMe: !!o.remember,
        },
      });
      if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
      const body = res.json<LoginResponse>();
      const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE)!;
      return {
        token: body.LoginResult.Jwt,
        csrf: body.LoginResult.CsrfToken,
        refreshCookie: cookie.value,
        body,
      };
    },
    call(s, method, url, payload) {
      return app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${s.token}`, [CSRF_HEADER]: s.csrf },
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      });
    },
    async close() {
      await app.close();
      if (engine === 'postgres' && !copy) {
        const { sql } = await import('kysely');
        await sql`drop schema ${sql.id(schema)} cascade`.execute(dbh.db);
        await sql`drop schema if exists ${sql.id(config.jobsSchema)} cascade`.execute(dbh.db);
      }
      await dbh.close();
      await copy?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return ctx;
}

/** Runs the same suite on every engine, each with its own fresh database (or PostgreSQL schema). */
export function describeEngines(
  name: string,
  suite: (ctx: () => TestCtx) => void,
  opts: CtxOptions = {},
): void {
  for (const engine of ENGINES) {
    describe(`${name} [${engine}]`, () => {
      let ctx: TestCtx | undefined;
      beforeAll(async () => {
        ctx = await makeCtx(engine, opts);
      });
      afterAll(async () => {
        await ctx?.close();
      });
      suite(() => ctx!);
    });
  }
}
