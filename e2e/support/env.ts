import { resolve } from 'node:path';
import { inject } from 'vitest';

/** What the global setup hands to the journeys (vitest `provide`/`inject`). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per journey worker (global setup), each with its own data and mailbox. */
    servers: { baseUrl: string; mailDir: string }[];
    password: string;
    /** Lifetime of access tokens on the test server, so a journey can outlive one. */
    accessTokenSeconds: number;
  }
}

export const ACCESS_TOKEN_SECONDS = 20;
export const PASSWORD = 'E2e-Passw0rd!';

/** Screenshots of failed journeys and the servers' logs. */
export const ARTIFACTS = resolve(import.meta.dirname, '../artifacts');

/** The server of this worker: its address, and where its test SMTP server keeps what it receives. */
export function testServer(): { baseUrl: string; mailDir: string } {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return servers[(worker - 1) % servers.length]!;
}
