import {
  ASSET_NUMBER_MAX,
  EQUIPMENT_RESOURCE_PAGE_SIZE,
  Messages,
  type EquipmentResource,
  type EquipmentResourceSearch,
  type SaveEquipmentResource,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { notFound, ValidationError, formErrors } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import { branchChoiceScope, inReach } from '../branches/branches.scope';
import { catalogueActions, flagOf, isFlag } from '../../platform/catalogue';
import { equipmentResourcesRepo, type EquipmentResourceRow } from './equipment-resources.repo';
import { resourceAccess as access } from './resources.access';

const toResource = (r: EquipmentResourceRow): EquipmentResource => ({
  Id: r.id,
  AssetNumber: r.asset_number,
  BranchId: r.branch_id,
  BranchName: r.branch_name,
  EquipmentTypeId: r.equipment_type_id,
  EquipmentTypeName: r.type_name,
  LeaseCompanyId: r.lease_company_id,
  LeaseCompanyName: r.lease_name ?? null,
  CurrentBranchId: r.current_branch_id,
  CurrentBranchName: r.current_branch_name,
  Archived: isFlag(r.archived),
  Version: r.version,
});

const assetTaken = () =>
  new ValidationError({ AssetNumber: [Messages.UniqueAssetNumber] }, Messages.UniqueAssetNumber);

/**
 * Equipment resources: the assets each branch owns. Resources ReadOnly/Full see every branch's;
 * Resources Branch sees those its branches own or have borrowed. Only Full changes them.
 */
export function equipmentResourcesService(db: Db) {
  const repo = equipmentResourcesRepo(db);
  const reachOf = (auth: AuthContext) => branchChoiceScope(auth, 'Resources').reach;

  async function load(id: number): Promise<EquipmentResource> {
    const r = await repo.byId(id);
    if (!r) throw notFound();
    return toResource(r);
  }

  async function checked(req: SaveEquipmentResource, stored?: EquipmentResource) {
    const form = formErrors();
    const asset = req.AssetNumber.trim();
    if (!asset) form.add('AssetNumber', 'AssetNumber is required.');
    else if (asset.length > ASSET_NUMBER_MAX)
      form.add('AssetNumber', `AssetNumber must be at most ${ASSET_NUMBER_MAX} characters.`);
    else if (await repo.assetTaken(asset, stored?.Id ?? 0))
      form.add('AssetNumber', Messages.UniqueAssetNumber);
    if (!(await repo.exists('branches', req.BranchId))) form.add('BranchId', 'Please choose a branch.');
    if (!(await repo.exists('equipment_types', req.EquipmentTypeId)))
      form.add('EquipmentTypeId', 'Please choose an equipment type.');
    const lease =
      req.LeaseCompanyId === undefined ? (stored?.LeaseCompanyId ?? null) : req.LeaseCompanyId || null;
    if (lease !== null && !(await repo.exists('lease_companies', lease)))
      form.add('LeaseCompanyId', 'Please choose a lease company.');
    // Left out: a lent asset stays where it is, otherwise it follows its branch. Null: at its branch.
    const lentTo = stored && stored.CurrentBranchId !== stored.BranchId ? stored.CurrentBranchId : null;
    const current = (req.CurrentBranchId === undefined ? lentTo : req.CurrentBranchId) || req.BranchId;
    if (current !== req.BranchId && !(await repo.exists('branches', current)))
      form.add('CurrentBranchId', 'Please choose a branch.');
    // The spec's own message heads the reply when the asset number is the problem.
    form.check(
      form.ms.AssetNumber?.includes(Messages.UniqueAssetNumber) ? Messages.UniqueAssetNumber : undefined,
    );
    return {
      asset_number: asset,
      branch_id: req.BranchId,
      equipment_type_id: req.EquipmentTypeId,
      lease_company_id: lease,
      current_branch_id: current,
      archived: flagOf(req.Archived ?? stored?.Archived ?? false),
    };
  }

  const actions = catalogueActions({
    db,
    table: 'equipment_resources',
    edit: access.edit,
    get: load,
    check: checked,
    taken: assetTaken,
    what: 'equipment resource',
  });

  return {
    async search(auth: AuthContext, req: EquipmentResourceSearch) {
      requireClaim(auth, access.view);
      const { rows, total } = await repo.search(pageOf(req, EQUIPMENT_RESOURCE_PAGE_SIZE), {
        reach: reachOf(auth),
        branchIds: req.BranchIds,
        equipmentTypeIds: req.EquipmentTypeIds,
      });
      return { rows: rows.map(toResource), total };
    },

    /** An asset outside the caller's branches does not exist for them. */
    async get(auth: AuthContext, id: number): Promise<EquipmentResource> {
      requireClaim(auth, access.view);
      const r = await load(id);
      const reach = reachOf(auth);
      if (!inReach(reach, r.BranchId) && !inReach(reach, r.CurrentBranchId)) throw notFound();
      return r;
    },

    create: actions.create,
    save: actions.save,
    remove: actions.remove,
  };
}
export type EquipmentResourcesService = ReturnType<typeof equipmentResourcesService>;
