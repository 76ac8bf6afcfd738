import {
  EmployeeStatuses,
  Messages,
  NEW_ACCOUNT_ARBORIST_ID,
  billingAddressProblem,
  statusChangeWarning,
  type Account,
  type AccountNameMatch,
  type AccountNamesQuery,
  type IdName,
  type ModelState,
  type NewAccount,
  type SaveAccount,
  type SaveBillingAddress,
  type SavedAccount,
} from '@canopy/shared';
import { isForeignKeyViolation, type Db } from '../../platform/db';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { saveIfCurrent } from '../../platform/db/versioned';
import { conflict, forbidden, notFound, ValidationError } from '../../platform/errors';
import { checkContact } from '../contacts/contacts.form';
import { toContacts } from '../contacts/contacts.mapper';
import { contactsRepo } from '../contacts/contacts.repo';
import { insertContact } from '../contacts/contacts.service';
import {
  accountAccess as access,
  branchInScope,
  editScope,
  reachAccount,
  viewScope,
} from './accounts.access';
import { addressColumns, checkAccount, formFailed, type AccountValues } from './accounts.form';
import { toAccount } from './accounts.mapper';
import { accountRecordsRepo } from './account-records.repo';

const deleteFailed = (why: string) => new ValidationError({ Service: [why] }, Messages.DeleteFailed);

/** One account: read, create with its contacts, save with Version, billing address, delete. */
export function accountRecordsService(db: Db) {
  const repo = accountRecordsRepo(db);

  async function read(id: number, on: Db = db): Promise<Account> {
    const r = accountRecordsRepo(on);
    const row = await r.byId(id);
    if (!row) throw notFound();
    const contacts = contactsRepo(on);
    const [reps, locations, contactRows] = await Promise.all([
      r.salesReps(id),
      r.locations(id),
      contacts.forAccount(id),
    ]);
    return toAccount(row, reps, locations, await toContacts(contacts, contactRows));
  }

  async function writeChildren(on: Db, id: number, v: AccountValues) {
    const r = accountRecordsRepo(on);
    if (v.address !== undefined) await r.saveBillingAddress(id, v.address);
    if (v.salesRepIds) await r.replaceSalesReps(id, v.salesRepIds);
  }

  /** The spec's arborist 6 while that employee is active; otherwise a new account starts with none. */
  async function defaultArborist(): Promise<number | null> {
    const [e] = await repo.employees([NEW_ACCOUNT_ARBORIST_ID]);
    return e?.status_id === EmployeeStatuses.Active ? e.id : null;
  }

  return {
    async get(auth: AuthContext, id: number): Promise<Account> {
      requireClaim(auth, access.view);
      await reachAccount(db, auth, id);
      return read(id);
    },

    /**
     * A new account with its contacts, in one transaction. Defaults: Prospect, Residential, Pending,
     * arborist 6, the caller's primary branch; the first contact marked primary (else the first) is
     * the primary contact, and a residential account is named after it.
     */
    async create(auth: AuthContext, req: NewAccount): Promise<Account> {
      requireClaim(auth, access.edit);
      const branchId = req.BranchId ?? auth.primaryBranchId;
      if (branchId !== null && !branchInScope(editScope(auth), branchId)) throw forbidden();
      const contacts = req.AccountContacts ?? [];
      const errors: ModelState = {};
      if (!contacts.length) errors.AccountContacts = [Messages.AccountNeedsContact];
      const primaryIndex = Math.max(
        0,
        contacts.findIndex((c) => c.IsPrimary),
      );
      const titleIds = await contactsRepo(db).titleIds(
        contacts.flatMap((c) => (c.TitleId ? [c.TitleId] : [])),
      );
      const checked = contacts.map((c, i) => checkContact(c, titleIds, undefined, `AccountContacts.${i}.`));
      for (const c of checked) Object.assign(errors, c.errors);
      const v = await checkAccount(db, req, {
        primaryContact: contacts[primaryIndex] ?? null,
        defaultArboristId: await defaultArborist(),
        defaultBranchId: auth.primaryBranchId,
        errors,
      });
      const id = await db.transaction().execute(async (trx) => {
        const accountId = await accountRecordsRepo(trx).insert(v.columns);
        await writeChildren(trx, accountId, v);
        for (const [i, c] of checked.entries())
          await insertContact(trx, accountId, c.values, i === primaryIndex);
        return accountId;
      });
      return read(id);
    },

    /**
     * Saves the account only if nobody saved it since `Version`. Moving it to another branch needs the
     * right to change accounts there too. Re-activating an Inactive account answers a warning that its
     * inactive locations stay inactive.
     */
    async save(auth: AuthContext, req: SaveAccount): Promise<SavedAccount> {
      requireClaim(auth, access.edit);
      await reachAccount(db, auth, req.Id, true);
      const stored = await read(req.Id);
      if (req.BranchId !== undefined && !branchInScope(editScope(auth), req.BranchId)) throw forbidden();
      const primary = stored.AccountContacts.find((c) => c.IsPrimary) ?? null;
      const v = await checkAccount(db, req, { stored, primaryContact: primary });
      const saved = await db.transaction().execute(async (trx) => {
        if (!(await saveIfCurrent(trx, 'accounts', req.Id, req.Version, v.columns))) return false;
        await writeChildren(trx, req.Id, v);
        return true;
      });
      if (!saved) throw conflict(await read(req.Id));
      const warning = statusChangeWarning(stored.StatusId, v.columns.status_id);
      return { ...(await read(req.Id)), ...(warning ? { Warning: warning } : {}) };
    },

    /** PUT accounts/{id}/billingAddress: the address alone, refused when blank or incomplete. */
    async saveBillingAddress(auth: AuthContext, id: number, req: SaveBillingAddress): Promise<Account> {
      requireClaim(auth, access.edit);
      await reachAccount(db, auth, id, true);
      const problem = billingAddressProblem(req);
      if (problem) throw new ValidationError({ Address: [problem] }, problem);
      const address = addressColumns(req);
      if (!address || typeof address === 'string')
        throw formFailed({ Address: [Messages.BillingAddressMissing] });
      const saved = await db.transaction().execute(async (trx) => {
        if (!(await saveIfCurrent(trx, 'accounts', id, req.Version, {}))) return false;
        await accountRecordsRepo(trx).saveBillingAddress(id, address);
        return true;
      });
      if (!saved) throw conflict(await read(id));
      return read(id);
    },

    /**
     * Deletes an account made by mistake: one with service locations carries history and is made
     * inactive instead. Its contacts, comments, purchase orders and sales reps go with it.
     */
    async remove(auth: AuthContext, id: number): Promise<void> {
      requireClaim(auth, access.edit);
      await reachAccount(db, auth, id, true);
      if (await repo.hasLocations(id)) throw deleteFailed(Messages.AccountHasLocations);
      try {
        await repo.remove(id);
      } catch (e) {
        // Records of other modules (work orders, invoices …) still refer to it.
        if (isForeignKeyViolation(e)) throw deleteFailed(Messages.AccountInUse);
        throw e;
      }
    },

    async salesReps(auth: AuthContext, id: number): Promise<IdName[]> {
      requireClaim(auth, access.view);
      await reachAccount(db, auth, id);
      const reps = await repo.salesReps(id);
      return reps.map((r) => ({ Id: r.id, Name: `${r.first_name} ${r.last_name}` }));
    },

    /** Accounts the caller can see that already carry this name, so the form can ask before saving. */
    async sameName(auth: AuthContext, q: AccountNamesQuery): Promise<AccountNameMatch[]> {
      requireClaim(auth, access.view);
      if (!q.name.trim()) return [];
      const rows = await repo.sameName(viewScope(auth), q.name, q.excludeId);
      return rows.map((r) => ({ Id: r.id, Name: r.name, BranchName: r.branch_name }));
    },
  };
}
export type AccountRecordsService = ReturnType<typeof accountRecordsService>;
