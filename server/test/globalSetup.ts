import { buildTemplates, ENGINES, PASSWORD, PG_URL } from './templates';

/** Builds the migrated, demo-seeded template databases once for the whole server test run. */
export default async function setup() {
  return buildTemplates(ENGINES, PG_URL, PASSWORD);
}
