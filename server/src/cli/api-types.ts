import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { API_TYPES_FILE, buildApiDocument, renderApiTypes } from './api-document';

// Writes the client's API types from the route schemas; server/test/api-types.test.ts fails until
// this has been run after a route changed.
writeFileSync(API_TYPES_FILE, await renderApiTypes(await buildApiDocument()));
console.log(`Wrote ${relative(process.cwd(), API_TYPES_FILE)}`);
