import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compatible,
  parseTableTypes,
  readTableShapes,
  renderTableTypes,
  type TableShape,
} from '../src/platform/db/table-types';
import { migrated } from './migrated';
import { ENGINES } from './templates';

const FILE = resolve(import.meta.dirname, '../src/platform/db/schema.generated.ts');
const generated = readFileSync(FILE, 'utf8');
const typed = parseTableTypes(generated);

describe('generated table types', () => {
  it('read back whole: every table and column of the file is understood', () => {
    expect(typed.length).toBeGreaterThan(0);
    expect(renderTableTypes(typed)).toBe(generated);
  });
});

for (const engine of ENGINES) {
  describe(`generated table types match the migrations [${engine}]`, () => {
    let db: Awaited<ReturnType<typeof migrated>>;
    let shapes: TableShape[];
    beforeAll(async () => {
      db = await migrated(engine);
      shapes = await readTableShapes(db.dbh.db);
    });
    afterAll(async () => {
      await db?.close();
    });

    // On failure: npm run db:types -w server
    if (engine === 'postgres')
      it('are what the migrated schema generates', () => {
        expect(renderTableTypes(shapes)).toBe(generated);
      });
    else
      it('agree with the migrated schema (instants read as text here)', () => {
        expect(compatible(shapes, typed)).toEqual([]);
      });
  });
}
