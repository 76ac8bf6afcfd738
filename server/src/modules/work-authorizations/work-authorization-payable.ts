import { isClosed } from '@canopy/shared';
import { mayDo, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import type { EncryptedIds } from '../../platform/encrypted-ids';
import { HttpError } from '../../platform/errors';
import type { Payable } from '../../platform/payments';
import { openWaLink } from './work-authorization-links';
import { reachWa, waAccess as access } from './work-authorizations.access';
import { figures, hasInvoices } from './work-authorizations.service';

/** The canonical card-payment reference of an authorization's deposit. */
export const waReference = (id: number) => `wa:${id}`;

/**
 * The `wa` payable: what a card may pay on an authorization is its default deposit (spec §9: the
 * minimum down payment's share less the deposits taken). Staff name the record by id and need
 * WorkAuthorizations_Payments Full within reach; a customer names it by a link that is still valid.
 */
export function waPayable(db: Db, ids: EncryptedIds) {
  async function reachableId(id: string, caller: AuthContext | null): Promise<number | null> {
    if (caller && /^\d{1,12}$/.test(id)) {
      if (!mayDo(caller, access.pay)) return null;
      // Out of reach reads as unknown (404), the same as for any other record.
      return reachWa(db, caller, Number(id)).then(
        (row) => row.id,
        (err: unknown) => {
          if (err instanceof HttpError && err.statusCode === 404) return null;
          throw err;
        },
      );
    }
    const link = openWaLink(ids, id);
    if (!link) return null;
    const row = await db
      .selectFrom('work_authorizations')
      .select(['id', 'link_version'])
      .where('id', '=', link.id)
      .executeTakeFirst();
    return row && row.link_version === link.linkVersion ? row.id : null;
  }

  return async (id: string, caller: AuthContext | null): Promise<Payable | null> => {
    const waId = await reachableId(id, caller);
    if (waId === null) return null;
    const f = await figures(db, waId);
    const open = !isClosed(f.row.status_id) && !(await hasInvoices(db, waId));
    return {
      reference: waReference(waId),
      amountDueCents: open ? f.totals.depositDueCents : 0,
      description: `Deposit on work authorization ${waId}`,
    };
  };
}
