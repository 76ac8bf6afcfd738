import { type NewOfficeComment, type OfficeComment } from '@canopy/shared';
import { iso, nowIso, type Db } from '../../platform/db';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { notFound, ValidationError } from '../../platform/errors';
import { reachAccount } from '../accounts/accounts.access';
import { officeCommentsRepo, type OfficeCommentsRepo } from './office-comments.repo';
import { accountExtrasAccess as access } from './account-extras.access';

type Row = NonNullable<Awaited<ReturnType<OfficeCommentsRepo['byId']>>>;

const toComment = (r: Row): OfficeComment => ({
  Id: r.id,
  AccountId: r.account_id,
  NoteText: r.note_text,
  DateCreated: iso(r.created_at)!,
  CreatedById: r.created_by,
  CreatedBy: r.first_name ? `${r.first_name} ${r.last_name ?? ''}`.trim() : null,
});

/** Office comments: a running history per account; comments are added, never edited. */
export function officeCommentsService(db: Db) {
  const repo = officeCommentsRepo(db);
  return {
    async history(
      auth: AuthContext,
      accountId: number,
      skip = 0,
      take = 999,
    ): Promise<{ rows: OfficeComment[]; total: number }> {
      requireClaim(auth, access.view);
      await reachAccount(db, auth, accountId);
      const { rows, total } = await repo.forAccount(accountId, skip, take);
      return { rows: rows.map(toComment), total };
    },

    /** The newest comment (the account screen's widget), or null when there is none. */
    async recent(auth: AuthContext, accountId: number): Promise<OfficeComment | null> {
      requireClaim(auth, access.view);
      await reachAccount(db, auth, accountId);
      const { rows } = await repo.forAccount(accountId, 0, 1);
      return rows[0] ? toComment(rows[0]) : null;
    },

    async add(auth: AuthContext, req: NewOfficeComment): Promise<OfficeComment> {
      requireClaim(auth, access.edit);
      await reachAccount(db, auth, req.AccountId, true);
      const text = req.NoteText.trim();
      if (!text) throw new ValidationError({ NoteText: ['Please enter a comment.'] });
      const id = await repo.insert({
        account_id: req.AccountId,
        note_text: text,
        created_at: nowIso(),
        created_by: auth.employeeId,
      });
      const row = await repo.byId(id);
      if (!row) throw notFound();
      return toComment(row);
    },
  };
}
export type OfficeCommentsService = ReturnType<typeof officeCommentsService>;
