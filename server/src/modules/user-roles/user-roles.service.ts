import {
  ClaimTypeList,
  ClaimValues,
  LandingPages,
  Messages,
  type NewUserRole,
  type SaveUserRole,
  type SearchRequest,
  type UpdateClaims,
  type UserRole,
} from '@canopy/shared';
import type { Db } from '../../platform/db';
import { saveIfCurrent } from '../../platform/db/versioned';
import { conflict, notFound, ValidationError } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import { userRolesRepo } from './user-roles.repo';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { userRoleAccess as access } from './user-roles.access';

const claimTypeIds = new Set<number>(ClaimTypeList.map((c) => c.Id));

function landingPage(id: number) {
  const p = LandingPages.find((l) => l.Id === id) ?? LandingPages[0];
  return { Id: p.Id, Name: p.Name, Path: p.Path };
}

function checkLandingPage(id: number) {
  if (!LandingPages.some((l) => l.Id === id)) {
    throw new ValidationError({ LandingPageId: ['Please choose a landing page.'] });
  }
}

export function userRolesService(db: Db) {
  const repo = userRolesRepo(db);

  async function get(id: number): Promise<UserRole> {
    const role = await repo.byId(id);
    if (!role) throw notFound();
    const claims = await repo.claims(id);
    return {
      Id: role.id,
      Name: role.name,
      LandingPageId: role.landing_page_id,
      LandingPage: landingPage(role.landing_page_id),
      Version: role.version,
      UserRoleClaims: claims.map((c) => ({
        ClaimTypeId: c.claim_type_id,
        ClaimValueId: c.value,
        UserRoleId: id,
      })),
    };
  }

  async function uniqueName(name: string, exceptId?: number) {
    if (await repo.nameTaken(name.trim(), exceptId)) {
      throw new ValidationError({ Name: [Messages.RoleNameTaken] });
    }
  }

  return {
    async get(auth: AuthContext, id: number) {
      requireClaim(auth, access.view);
      return get(id);
    },

    async search(auth: AuthContext, req: SearchRequest) {
      requireClaim(auth, access.view);
      const { rows, total } = await repo.search(pageOf(req));
      return {
        total,
        rows: rows.map((r) => ({
          Id: r.id,
          Name: r.name,
          LandingPage: landingPage(r.landing_page_id),
          UserCount: Number(r.user_count ?? 0),
          Version: r.version,
        })),
      };
    },

    claimTypes(auth: AuthContext, skip: number, take: number) {
      requireClaim(auth, access.view);
      const values = Object.entries(ClaimValues).map(([Name, Id]) => ({ Id, Name }));
      const rows = ClaimTypeList.slice(skip, skip + take).map((c) => ({ ...c, ClaimValues: values }));
      return { rows, total: ClaimTypeList.length };
    },

    claimValues(auth: AuthContext) {
      requireClaim(auth, access.view);
      return Object.entries(ClaimValues).map(([Name, Id]) => ({ Id, Name }));
    },

    landingPages(auth: AuthContext) {
      requireClaim(auth, access.view);
      return LandingPages.map((l) => landingPage(l.Id));
    },

    async create(auth: AuthContext, req: NewUserRole): Promise<UserRole> {
      requireClaim(auth, access.edit);
      checkLandingPage(req.LandingPageId);
      await uniqueName(req.Name);
      return get(await repo.add(req.Name.trim(), req.LandingPageId));
    },

    async save(auth: AuthContext, req: SaveUserRole): Promise<UserRole> {
      requireClaim(auth, access.edit);
      checkLandingPage(req.LandingPageId);
      await uniqueName(req.Name, req.Id);
      const saved = await saveIfCurrent(db, 'user_roles', req.Id, req.Version, {
        name: req.Name.trim(),
        landing_page_id: req.LandingPageId,
      });
      if (!saved) throw conflict(await get(req.Id));
      return get(req.Id);
    },

    async remove(auth: AuthContext, id: number): Promise<void> {
      requireClaim(auth, access.edit);
      if (!(await repo.byId(id))) throw notFound();
      if ((await repo.userCount(id)) > 0)
        throw new ValidationError({ Service: [Messages.RoleInUse] }, Messages.DeleteFailed);
      await repo.remove(id);
    },

    /**
     * Replaces the role's claims in one transaction and bumps its claims version, so every user of
     * the role gets the update-roles header on their next call.
     */
    async updateClaims(auth: AuthContext, id: number, req: UpdateClaims): Promise<UserRole> {
      requireClaim(auth, access.edit);
      await db.transaction().execute(async (trx) => {
        const roles = userRolesRepo(trx);
        const role = await roles.byId(id);
        if (!role) throw notFound();
        if (!(await roles.bumpClaimsVersion(id, req.Version ?? role.version)))
          throw conflict(await userRolesService(trx).get(auth, id));
        await roles.clearClaims(id);
        const seen = new Set<number>();
        for (const c of req.UserRoleClaims) {
          if (!claimTypeIds.has(c.ClaimTypeId) || seen.has(c.ClaimTypeId)) {
            throw new ValidationError({
              UserRoleClaims: [`Claim type ${c.ClaimTypeId} is unknown or listed twice.`],
            });
          }
          seen.add(c.ClaimTypeId);
          if (c.ClaimValueId === 0) continue;
          await roles.addClaim(id, c.ClaimTypeId, c.ClaimValueId);
        }
      });
      return get(id);
    },
  };
}
export type UserRolesService = ReturnType<typeof userRolesService>;
