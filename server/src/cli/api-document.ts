import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import prettier from 'prettier';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDb } from '../platform/db';
import { migrateToLatest } from '../platform/db/migrate';

/** The client's copy of the API's types; `npm run api:types` writes it, a server test checks it. */
export const API_TYPES_FILE = fileURLToPath(
  new URL('../../../client/src/kernel/api/schema.gen.ts', import.meta.url),
);

const HEADER = `/**
 * The API's paths, parameters, bodies and answers, generated from the document served at
 * /api/docs/json (the route schemas), success answers only. Do not edit: run \`npm run api:types\`
 * after changing a route.
 */
`;

/** The document served at /api/docs/json, from an app built on a throwaway SQLite database. */
export async function buildApiDocument(): Promise<OpenAPI3> {
  const dir = mkdtempSync(join(tmpdir(), 'canopy-api-'));
  // An explicit environment: the document must not depend on the caller's DATABASE_URL or secrets.
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', CLIENT_DIST: join(dir, 'no-client') });
  const dbh = await openDb({ dataDir: dir });
  try {
    await migrateToLatest(dbh.db);
    const app = await buildApp({ config, dbh });
    try {
      return app.swagger() as OpenAPI3;
    } finally {
      await app.close();
    }
  } finally {
    await dbh.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Error answers are left out: every route answers errors in the same shapes (`{Message, ModelState}`,
 * a 409's `Current`), which the client reads in one place (kernel/api/errors.ts), and they would
 * double the file.
 */
function successAnswersOnly(doc: OpenAPI3): OpenAPI3 {
  const paths = Object.fromEntries(
    Object.entries(doc.paths ?? {}).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([method, op]) => [
          method,
          op && typeof op === 'object' && 'responses' in op
            ? {
                ...op,
                responses: Object.fromEntries(
                  Object.entries(op.responses ?? {}).filter(([status]) => status.startsWith('2')),
                ),
              }
            : op,
        ]),
      ),
    ]),
  );
  return { ...doc, paths };
}

/** The TypeScript the client keeps for a document, formatted as the repository formats it. */
export async function renderApiTypes(doc: OpenAPI3): Promise<string> {
  const source = HEADER + astToString(await openapiTS(successAnswersOnly(doc), { silent: true }));
  const options = await prettier.resolveConfig(API_TYPES_FILE);
  return prettier.format(source, { ...options, filepath: API_TYPES_FILE });
}
