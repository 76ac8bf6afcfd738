import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { API_TYPES_FILE, buildApiDocument, renderApiTypes } from '../src/cli/api-document';

/** Where two texts first differ, as a line number and both lines, to point at the drifted route. */
function firstDifference(a: string, b: string): string {
  const left = a.split('\n');
  const right = b.split('\n');
  const i = left.findIndex((line, n) => line !== right[n]);
  const at = i === -1 ? left.length : i;
  return `line ${at + 1}:\n  committed: ${left[at] ?? '(end of file)'}\n  generated: ${right[at] ?? '(end of file)'}`;
}

// The client calls the API through these types; a route schema changed without them would let the
// client compile against an API that no longer exists. The document does not depend on the engine.
test('the client API types match the route schemas', async () => {
  const generated = await renderApiTypes(await buildApiDocument());
  const committed = existsSync(API_TYPES_FILE) ? readFileSync(API_TYPES_FILE, 'utf8') : '';
  if (committed !== generated) {
    expect.fail(
      `client/src/kernel/api/schema.gen.ts is out of date with the route schemas: run npm run api:types ` +
        `(first difference at ${firstDifference(committed, generated)})`,
    );
  }
}, 120_000);
