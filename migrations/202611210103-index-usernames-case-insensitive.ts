import { sql, type Kysely } from 'kysely';

// Sign-in matches usernames in any case, so two users may not differ only by case.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('users_username_ci_idx')
    .on('users')
    .unique()
    .expression(sql`lower(username)`)
    .execute();
}
