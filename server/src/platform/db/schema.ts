// The table types are generated from the migrated schema (schema.generated.ts, `npm run db:types -w
// server`); a server test keeps them in step with the migrations on both engines.
export type { Database, Instant } from './schema.generated';
