import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { WEB_CLIENT_SECRET } from '@canopy/shared';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… switches to PostgreSQL; otherwise an SQLite file in dataDir. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema to work in (tests give each file its own). */
  databaseSchema: string | undefined;
  jwtSecret: string;
  /** Keys the anti-forgery token and other server-side HMACs. */
  encryptionSecret: string;
  clientSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The company's name as customers see it at the head of the reports mailed to them. */
  companyName: string;
  /** A PNG, JPEG or SVG file heading the customer pages; without one they show the initials. */
  companyLogo: string | undefined;
  /** The company's mailing address, one line, printed under its name on invoices. */
  companyAddress?: string | undefined;
  publicUrl: string;
  adminPassword: string | undefined;
  accessTokenSeconds: number;
  /** A rotated refresh token presented again within this window is a tab race, not theft. */
  refreshReuseGraceMs: number;
  /** Failed sign-ins allowed from one address in 15 minutes. */
  loginFailuresPerAddress: number;
  logger: boolean;
  /** How often the job runner looks for due jobs; 0 runs jobs only when drained (tests). */
  jobsPollMs: number;
  /** How long a running job is held before another runner may take it as abandoned. */
  jobLeaseSeconds: number;
  /** PostgreSQL: the schema of the job queue library's tables (beside the app's, never inside it). */
  jobsSchema: string;
  /** Behind a reverse proxy: the client address and protocol come from its X-Forwarded-* headers. */
  trustProxy: boolean;
  clientDist: string | undefined;
  payments: PaymentsConfig;
}

/** Card payments: the built-in sandbox by default, Authorize.Net (Accept Hosted) in production. */
export interface PaymentsConfig {
  gateway: 'sandbox' | 'authorize-net';
  loginId: string | undefined;
  transactionKey: string | undefined;
  /** Verifies webhook notifications (X-ANET-Signature); unset refuses them all. */
  signatureKey: string | undefined;
  apiUrl: string;
  formUrl: string;
  timeoutMs: number;
}

function paymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const gateway = env.PAYMENT_GATEWAY ?? 'sandbox';
  if (gateway !== 'sandbox' && gateway !== 'authorize-net') {
    throw new Error(`PAYMENT_GATEWAY must be sandbox or authorize-net, not ${gateway}.`);
  }
  return {
    gateway,
    loginId: env.AUTHORIZE_NET_LOGIN_ID || undefined,
    transactionKey: env.AUTHORIZE_NET_TRANSACTION_KEY || undefined,
    signatureKey: env.AUTHORIZE_NET_SIGNATURE_KEY || undefined,
    apiUrl: env.AUTHORIZE_NET_API_URL ?? 'https://apitest.authorize.net/xml/v1/request.api',
    formUrl: env.AUTHORIZE_NET_FORM_URL ?? 'https://test.authorize.net/payment/payment',
    timeoutMs: Number(env.PAYMENT_TIMEOUT_MS ?? 15_000),
  };
}

/** Secrets not given in the environment are generated once and kept in the data folder. */
function keptSecret(dataDir: string, name: string, given: string | undefined): string {
  if (given) return given;
  const file = join(dataDir, `${name}.secret`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The job queue's schema follows the app's, so each schema (a test file's, say) has its own queue. */
export const jobsSchemaFor = (databaseSchema: string | undefined) =>
  databaseSchema ? `${databaseSchema}_jobs` : 'graphile_worker';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '0.0.0.0';
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    jwtSecret: keptSecret(dataDir, 'jwt', env.JWT_SECRET),
    encryptionSecret: keptSecret(dataDir, 'encryption', env.ENCRYPTION_SECRET),
    clientSecret: env.CLIENT_SECRET ?? WEB_CLIENT_SECRET,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Canopy <no-reply@canopy.local>',
    companyName: env.COMPANY_NAME ?? 'Canopy Tree & Lawn Care',
    companyLogo: env.COMPANY_LOGO ? resolve(env.COMPANY_LOGO) : undefined,
    companyAddress: env.COMPANY_ADDRESS || undefined,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    accessTokenSeconds: Number(env.ACCESS_TOKEN_SECONDS ?? 15 * 60),
    refreshReuseGraceMs: Number(env.REFRESH_REUSE_GRACE_MS ?? 10_000),
    loginFailuresPerAddress: Number(env.LOGIN_FAILURES_PER_ADDRESS ?? 50),
    logger: env.LOG_LEVEL !== 'silent',
    jobsPollMs: Number(env.JOBS_POLL_MS ?? 1000),
    jobLeaseSeconds: Number(env.JOB_LEASE_SECONDS ?? 60),
    jobsSchema: env.JOBS_SCHEMA || jobsSchemaFor(env.DATABASE_SCHEMA || undefined),
    trustProxy: env.TRUST_PROXY === '1',
    clientDist: env.CLIENT_DIST ?? resolve(import.meta.dirname, '../../client/dist'),
    payments: paymentsConfig(env),
  };
}
