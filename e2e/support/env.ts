import { resolve } from 'node:path';

/** What the global setup hands to the journeys (vitest `provide`/`inject`). */
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    password: string;
    /** Lifetime of access tokens on the test server, so a journey can outlive one. */
    accessTokenSeconds: number;
    /** Where the server's test SMTP server keeps what it receives (support/mailbox.ts). */
    mailDir: string;
  }
}

export const ACCESS_TOKEN_SECONDS = 20;
export const PASSWORD = 'E2e-Passw0rd!';

/** Screenshots of failed journeys and the server's log. */
export const ARTIFACTS = resolve(import.meta.dirname, '../artifacts');
