import type { Db } from '../../platform/db';

export function officeCommentsRepo(db: Db) {
  const withAuthor = () =>
    db
      .selectFrom('account_office_comments as c')
      .leftJoin('employees as e', 'e.id', 'c.created_by')
      .select([
        'c.id',
        'c.account_id',
        'c.note_text',
        'c.created_at',
        'c.created_by',
        'e.first_name',
        'e.last_name',
      ]);

  return {
    byId(id: number) {
      return withAuthor().where('c.id', '=', id).executeTakeFirst();
    },

    /** The account's comments, newest first. */
    async forAccount(accountId: number, skip: number, take: number) {
      const [rows, total] = await Promise.all([
        withAuthor()
          .where('c.account_id', '=', accountId)
          .orderBy('c.created_at', 'desc')
          .orderBy('c.id', 'desc')
          .offset(skip)
          .limit(take)
          .execute(),
        db
          .selectFrom('account_office_comments')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('account_id', '=', accountId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    async insert(values: { account_id: number; note_text: string; created_at: string; created_by: number }) {
      const r = await db
        .insertInto('account_office_comments')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return r.id;
    },
  };
}
export type OfficeCommentsRepo = ReturnType<typeof officeCommentsRepo>;
