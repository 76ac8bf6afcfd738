import {
  BRANCH_LOOKUP_TAKE,
  BRANCH_NAME_MAX,
  BRANCH_PAGE_SIZE,
  BranchStatuses,
  BranchStatusList,
  cleanBranchPhones,
  EmployeeStatuses,
  isPhoneType,
  Messages,
  ServiceGroupList,
  type Branch,
  type BranchChoices,
  type BranchGrowingDegreeDay,
  type BranchLookupQuery,
  type BranchOption,
  type BranchRow,
  type BranchSearch,
  type ModelState,
  type NewBranch,
  type SaveBranch,
  type SaveBranchServiceGroups,
  type SaveServiceGroupContent,
  type ServiceGroupContent,
} from '@canopy/shared';
import type { Db } from '../../platform/db';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { saveIfCurrent } from '../../platform/db/versioned';
import { catalogueActions, unlessDuplicate } from '../../platform/catalogue';
import { conflict, forbidden, formErrors, notFound, ValidationError } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import { toBranch, toBranchOption, toBranchRow } from './branches.mapper';
import { branchesRepo } from './branches.repo';
import { areaOf, branchChoiceScope, inReach } from './branches.scope';
import { branchAccess as access } from './branches.access';

type Phone = ReturnType<typeof cleanBranchPhones>[number];

/** A branch form after defaults and the stored values for anything not sent. */
interface BranchValues {
  name: string;
  statusId: number;
  managerId: number | null;
  notes: string | null;
  terms: string | null;
  growingDegreeDay: number;
  /** undefined: leave the stored phones (or groups) as they are. */
  phones?: Phone[];
  groups?: number[];
}

const isServiceGroup = (id: number) => ServiceGroupList.some((g) => g.Id === id);
const formFailed = (ms: ModelState) => new ValidationError(ms, Messages.BranchFormInvalid);
const nameTaken = () => formFailed({ Name: ['A branch with this name already exists.'] });

export function branchesService(db: Db) {
  const repo = branchesRepo(db);

  async function get(id: number, on: Db = db): Promise<Branch> {
    const r = branchesRepo(on);
    const b = await r.byId(id);
    if (!b) throw notFound();
    const [manager, phones, groups, contents] = await Promise.all([
      b.branch_manager_id ? r.manager(b.branch_manager_id) : undefined,
      r.phones(id),
      r.serviceGroups(id),
      r.contents(id),
    ]);
    return toBranch(b, { manager, phones, groups, contents });
  }

  /** Merges the form over the stored branch and checks every field, reporting all failures at once. */
  async function checked(req: NewBranch, stored?: Branch): Promise<BranchValues> {
    const form = formErrors();
    const add = form.add;
    const v: BranchValues = {
      name: req.Name.trim(),
      statusId: req.StatusId ?? stored?.StatusId ?? BranchStatuses.Active,
      managerId:
        req.BranchManagerId === undefined ? (stored?.BranchManagerId ?? null) : req.BranchManagerId || null,
      notes: req.Notes === undefined ? (stored?.Notes ?? null) : req.Notes?.trim() || null,
      terms:
        req.TermsAndConditions === undefined
          ? (stored?.TermsAndConditions ?? null)
          : req.TermsAndConditions?.trim() || null,
      growingDegreeDay: req.GrowingDegreeDay ?? stored?.GrowingDegreeDay ?? 0,
      phones: req.BranchPhoneNumbers && cleanBranchPhones(req.BranchPhoneNumbers),
      groups: req.ServiceGroups && [...new Set(req.ServiceGroups)].sort((a, b) => a - b),
    };
    if (!v.name) add('Name', 'Name is required.');
    else if (v.name.length > BRANCH_NAME_MAX)
      add('Name', `Name must be at most ${BRANCH_NAME_MAX} characters.`);
    else if (await repo.nameTaken(v.name, stored?.Id)) add('Name', 'A branch with this name already exists.');
    if (!BranchStatusList.some((s) => s.Id === v.statusId)) add('StatusId', 'Please choose a status.');
    if (v.managerId === null) add('BranchManagerNull', Messages.BranchManagerRequired);
    else {
      const m = await repo.manager(v.managerId);
      if (!m || m.status_id !== EmployeeStatuses.Active)
        add('BranchManagerId', 'The branch manager must be an active employee.');
    }
    if (!Number.isFinite(v.growingDegreeDay) || v.growingDegreeDay < 0)
      add('GrowingDegreeDay', 'GrowingDegreeDay must be zero or more.');
    const unknown = (v.groups ?? []).filter((g) => !isServiceGroup(g));
    if (unknown.length) add('ServiceGroups', `Unknown service group: ${unknown.join(', ')}.`);
    for (const p of v.phones ?? []) {
      if (!isPhoneType(p.PhoneTypeId))
        add('BranchPhoneNumbers', `Please choose a phone type for ${p.Phone}.`);
      if ((p.Extension ?? '').length > 20)
        add('BranchPhoneNumbers', `The extension of ${p.Phone} must be at most 20 digits.`);
    }
    form.check(Messages.BranchFormInvalid);
    return v;
  }

  const columns = (v: BranchValues) => ({
    name: v.name,
    status_id: v.statusId,
    branch_manager_id: v.managerId,
    notes: v.notes,
    terms_and_conditions: v.terms,
    growing_degree_day: v.growingDegreeDay,
  });

  async function writeChildren(on: Db, id: number, v: BranchValues) {
    const r = branchesRepo(on);
    if (v.phones) {
      await r.replacePhones(
        id,
        v.phones.map((p) => ({
          phone: p.Phone,
          extension: p.Extension,
          phone_type_id: p.PhoneTypeId,
          is_preferred: p.IsPreferred ? 1 : 0,
        })),
      );
    }
    if (v.groups) await r.replaceServiceGroups(id, v.groups);
  }

  const actions = catalogueActions({
    db,
    table: 'branches',
    edit: access.edit,
    get,
    check: checked,
    taken: nameTaken,
    what: 'branch',
    lists: { columns, write: writeChildren },
  });

  return {
    async get(auth: AuthContext, id: number): Promise<Branch> {
      requireClaim(auth, access.view);
      return get(id);
    },

    async search(auth: AuthContext, req: BranchSearch): Promise<{ rows: BranchRow[]; total: number }> {
      const { reach } = branchChoiceScope(auth, areaOf(req.ClaimTypeId));
      const { rows, total } = await repo.search(reach, pageOf(req, BRANCH_PAGE_SIZE), {
        statusIds: req.StatusIds,
      });
      return { rows: rows.map(toBranchRow), total };
    },

    async simpleSearch(
      auth: AuthContext,
      req: BranchSearch,
    ): Promise<{ rows: BranchOption[]; total: number }> {
      const { reach } = branchChoiceScope(auth, areaOf(req.ClaimTypeId));
      const { rows, total } = await repo.options(reach, pageOf(req, BRANCH_LOOKUP_TAKE), {
        statusIds: req.StatusIds,
      });
      return { rows: rows.map(toBranchOption), total };
    },

    /** The type-ahead: active branches only (the spec limits branch searches to active ones). */
    async lookup(auth: AuthContext, q: BranchLookupQuery): Promise<{ rows: BranchOption[]; total: number }> {
      const { reach } = branchChoiceScope(auth, areaOf(q.claimTypeId));
      const page = pageOf({ Query: q.q, Skip: q.skip, Take: q.take }, BRANCH_LOOKUP_TAKE);
      const { rows, total } = await repo.options(reach, page, { statusIds: [BranchStatuses.Active] });
      return { rows: rows.map(toBranchOption), total };
    },

    /** The caller's own branch choices for a screen's claim type; nobody asks on another's behalf. */
    async choicesFor(auth: AuthContext, employeeId: number, claimTypeId: number): Promise<BranchChoices> {
      if (employeeId !== auth.employeeId) throw forbidden();
      const { reach, allBranchesOption } = branchChoiceScope(auth, areaOf(claimTypeId));
      const { rows } = await repo.options(reach, pageOf({ Take: 10000 }), {
        statusIds: [BranchStatuses.Active],
      });
      return { AllBranchesOption: allBranchesOption, Branches: rows.map(toBranchOption) };
    },

    /** Active branches the employee manages, among those the caller may pick for the claim type. */
    async managedBy(auth: AuthContext, employeeId: number, claimTypeId: number): Promise<BranchOption[]> {
      const { reach } = branchChoiceScope(auth, areaOf(claimTypeId));
      const { rows } = await repo.options(reach, pageOf({ Take: 10000 }), {
        statusIds: [BranchStatuses.Active],
        managerId: employeeId,
      });
      return rows.map(toBranchOption);
    },

    statuses: () => BranchStatusList,
    serviceGroups: () => ServiceGroupList,

    create: actions.create,

    /** Saves the branch, its phones and groups together, only if nobody saved it since `Version`. */
    async save(auth: AuthContext, req: SaveBranch): Promise<Branch> {
      requireClaim(auth, access.edit);
      const v = await checked(req, await get(req.Id));
      // Unlike the catalogue save, a Version is required and the 409 is read in the same transaction.
      await unlessDuplicate(
        () =>
          db.transaction().execute(async (trx) => {
            if (!(await saveIfCurrent(trx, 'branches', req.Id, req.Version, columns(v))))
              throw conflict(await get(req.Id, trx));
            await writeChildren(trx, req.Id, v);
          }),
        nameTaken,
      );
      return get(req.Id);
    },

    remove: actions.remove,

    async saveServiceGroups(auth: AuthContext, req: SaveBranchServiceGroups): Promise<Branch> {
      requireClaim(auth, access.edit);
      const current = await get(req.BranchId);
      const groups = [...new Set(req.ServiceGroupIds)].sort((a, b) => a - b);
      const unknown = groups.filter((g) => !isServiceGroup(g));
      if (unknown.length)
        throw formFailed({ ServiceGroupIds: [`Unknown service group: ${unknown.join(', ')}.`] });
      await db.transaction().execute(async (trx) => {
        const r = branchesRepo(trx);
        if (!(await r.bumpVersion(req.BranchId, req.Version ?? current.Version)))
          throw conflict(await get(req.BranchId, trx));
        await r.replaceServiceGroups(req.BranchId, groups);
      });
      return get(req.BranchId);
    },

    async saveServiceGroupContent(
      auth: AuthContext,
      req: SaveServiceGroupContent,
    ): Promise<ServiceGroupContent> {
      requireClaim(auth, access.edit);
      if (!(await repo.byId(req.BranchId))) throw notFound();
      if (!isServiceGroup(req.ServiceGroupId))
        throw new ValidationError({ ServiceGroupId: ['Unknown service group.'] });
      const content = req.Content.trim();
      await repo.saveContent(req.BranchId, req.ServiceGroupId, content);
      return { BranchId: req.BranchId, ServiceGroupId: req.ServiceGroupId, Content: content };
    },

    /** A branch outside the caller's picks does not exist for them. */
    async growingDegreeDay(auth: AuthContext, id: number): Promise<BranchGrowingDegreeDay> {
      const b = await repo.byId(id);
      if (!b || !inReach(branchChoiceScope(auth).reach, id)) throw notFound();
      return { BranchId: b.id, GrowingDegreeDay: Number(b.growing_degree_day) };
    },
  };
}
export type BranchesService = ReturnType<typeof branchesService>;
