import {
  CONTACT_PAGE_SIZE,
  Messages,
  residentialAccountName,
  type Contact,
  type ContactSearch,
  type NewContact,
  type SaveContact,
} from '@canopy/shared';
import { isForeignKeyViolation, type Db } from '../../platform/db';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { saveIfCurrent } from '../../platform/db/versioned';
import { conflict, notFound, ruleFailed, ValidationError } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import { reachAccount } from '../accounts/accounts.access';
import { accountRecordsRepo } from '../accounts/account-records.repo';
import { checkContact, contactFormMessage, type ContactValues } from './contacts.form';
import { toContact, toContacts } from './contacts.mapper';
import { contactsRepo } from './contacts.repo';
import { contactAccess as access } from './contacts.access';

/** A residential account takes its primary contact's name; call after the primary contact may have changed. */
export async function syncResidentialName(db: Db, accountId: number): Promise<void> {
  const primary = await contactsRepo(db).primaryOf(accountId);
  if (primary)
    await accountRecordsRepo(db).syncResidentialName(
      accountId,
      residentialAccountName(primary.first_name, primary.last_name),
    );
}

/** Writes a contact's columns and phones; the caller holds the transaction. */
export async function insertContact(
  db: Db,
  accountId: number,
  v: ContactValues,
  isPrimary: boolean,
): Promise<number> {
  const repo = contactsRepo(db);
  const { phones, ...columns } = v;
  const id = await repo.insert({ ...columns, account_id: accountId, is_primary: isPrimary ? 1 : 0 });
  if (phones?.length) await repo.replacePhones(id, phones);
  return id;
}

/** Account contacts: list, add, edit and delete, with exactly one primary contact per account. */
export function contactsService(db: Db) {
  const repo = contactsRepo(db);

  async function get(id: number, on: Db = db): Promise<Contact> {
    const r = contactsRepo(on);
    const row = await r.byId(id);
    if (!row) throw notFound();
    return toContact(row, await r.phones([id]));
  }

  /** The contact, if the caller may see (and with `edit` change) its account. */
  async function load(auth: AuthContext, id: number, edit: boolean): Promise<Contact> {
    const row = await repo.byId(id);
    if (!row) throw notFound();
    await reachAccount(db, auth, row.account_id, edit);
    return get(id);
  }

  async function checked(req: NewContact | SaveContact, stored?: Contact) {
    const titles = await repo.titleIds(req.TitleId ? [req.TitleId] : []);
    const c = checkContact(req, titles, stored);
    if (Object.keys(c.errors).length) throw new ValidationError(c.errors, contactFormMessage(c.emailProblem));
    return c.values;
  }

  return {
    async get(auth: AuthContext, id: number): Promise<Contact> {
      requireClaim(auth, access.view);
      return load(auth, id, false);
    },

    async search(
      auth: AuthContext,
      accountId: number,
      req: ContactSearch,
    ): Promise<{ rows: Contact[]; total: number }> {
      requireClaim(auth, access.view);
      await reachAccount(db, auth, accountId);
      const { rows, total } = await repo.search(accountId, pageOf(req, CONTACT_PAGE_SIZE), req.StatusIds);
      return { rows: await toContacts(repo, rows), total };
    },

    /** The account's first contact is its primary contact; a contact added as primary takes over. */
    async create(auth: AuthContext, req: NewContact): Promise<Contact> {
      requireClaim(auth, access.edit);
      await reachAccount(db, auth, req.AccountId, true);
      const v = await checked(req);
      const id = await db.transaction().execute(async (trx) => {
        const r = contactsRepo(trx);
        const primary = !!req.IsPrimary || (await r.count(req.AccountId)) === 0;
        const contactId = await insertContact(trx, req.AccountId, v, primary);
        if (primary) {
          await r.clearPrimary(req.AccountId, contactId);
          await syncResidentialName(trx, req.AccountId);
        }
        return contactId;
      });
      return get(id);
    },

    /**
     * Saves the contact only if nobody saved it since `Version`. The primary contact stays primary until
     * another contact is made primary, so the account always has one.
     */
    async save(auth: AuthContext, req: SaveContact): Promise<Contact> {
      requireClaim(auth, access.edit);
      const stored = await load(auth, req.Id, true);
      const v = await checked(req, stored);
      if (stored.IsPrimary && req.IsPrimary === false)
        throw new ValidationError(
          { IsPrimary: [Messages.AccountNeedsPrimaryContact] },
          Messages.AccountNeedsPrimaryContact,
        );
      const primary = req.IsPrimary ?? stored.IsPrimary;
      const { phones, ...columns } = v;
      const saved = await db.transaction().execute(async (trx) => {
        const r = contactsRepo(trx);
        const values = { ...columns, is_primary: primary ? 1 : 0 };
        if (!(await saveIfCurrent(trx, 'contacts', req.Id, req.Version, values))) return false;
        if (phones) await r.replacePhones(req.Id, phones);
        if (primary) {
          await r.clearPrimary(stored.AccountId, req.Id);
          await syncResidentialName(trx, stored.AccountId);
        }
        return true;
      });
      if (!saved) throw conflict(await get(req.Id));
      return get(req.Id);
    },

    async remove(auth: AuthContext, id: number): Promise<void> {
      requireClaim(auth, access.edit);
      const stored = await load(auth, id, true);
      if (stored.IsPrimary) throw ruleFailed(Messages.PrimaryContactNotDeletable);
      if (await repo.linkedToLocation(id)) throw ruleFailed(Messages.ContactInUse);
      try {
        await repo.remove(id);
      } catch (e) {
        // A location began naming the contact since the check.
        if (isForeignKeyViolation(e)) throw ruleFailed(Messages.ContactInUse);
        throw e;
      }
    },
  };
}
export type ContactsService = ReturnType<typeof contactsService>;
