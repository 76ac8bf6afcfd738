import { todayIsoDate } from '@canopy/shared';
import type { Db } from '../platform/db';
import { addDays } from './work-orders-parts';

// Prevailing wage categories with their job titles: each category has titles in effect now and one
// whose rate expired, so the schedule's prevailing wage dialog offers only today's (scheduling §5).
const CATEGORIES = [
  { code: 'TT', name: 'Tree Trimmer', titles: ['Tree Trimmer', 'Tree Trimmer Groundman'] },
  { code: 'LL', name: 'Landscape Laborer', titles: ['Landscape Laborer', 'Landscape Plantsman'] },
  { code: 'OE', name: 'Operating Engineer', titles: ['Equipment Operator'] },
];

export async function seedPrevailingWagesDemo(db: Db): Promise<void> {
  const today = todayIsoDate();
  const current = addDays(today, -400);
  await db.transaction().execute(async (trx) => {
    for (const c of CATEGORIES) {
      const { id } = await trx
        .insertInto('prevailing_wage_categories')
        .values({ code: c.code, name: c.name })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('prevailing_wage_job_titles')
        .values([
          ...c.titles.map((name) => ({ name, prevailing_wage_category_id: id, effective_date: current })),
          {
            name: `${c.titles[0]} (previous rate)`,
            prevailing_wage_category_id: id,
            effective_date: addDays(today, -800),
            expiration_date: addDays(current, -1),
          },
        ])
        .execute();
    }
  });
}
