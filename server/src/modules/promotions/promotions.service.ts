import {
  DISCOUNT_DECIMALS,
  fromScaled,
  parseDate,
  PROMOTION_LOOKUP_TAKE,
  PROMOTION_NAME_MAX,
  PROMOTION_PAGE_SIZE,
  todayIsoDate,
  toScaled,
  type Promotion,
  type PromotionLookupQuery,
  type PromotionOption,
  type PromotionSearch,
  type SavePromotion,
} from '@canopy/shared';
import type { Db } from '../../platform/db';
import { notFound, ValidationError, formErrors } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import { catalogueActions, checkedName, flagOf, isFlag, nameTaken } from '../../platform/catalogue';
import { promotionsRepo } from './promotions.repo';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { promotionAccess as access } from './promotions.access';

const NAME_TAKEN = 'A promotion with this name already exists.';
const DISCOUNT_MESSAGE = 'Please enter a discount from 0 to 100 percent with at most 2 decimals.';
const MAX_DISCOUNT = 100 * 10 ** DISCOUNT_DECIMALS;

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof promotionsRepo>['byId']>>>;

/** Promotions: a discount percent, an optional expiration date, active and archive flags. */
export function promotionsService(db: Db, today: () => string = () => todayIsoDate()) {
  const repo = promotionsRepo(db);

  const toPromotion = (r: Row, day: string): Promotion => ({
    Id: r.id,
    Name: r.name,
    DiscountPercentage: fromScaled(r.discount_e2, DISCOUNT_DECIMALS),
    ExpirationDate: r.expiration_date,
    Active: isFlag(r.active),
    Archived: isFlag(r.archived),
    Expired: r.expiration_date !== null && r.expiration_date < day,
    Version: r.version,
  });
  const toOption = (r: Row): PromotionOption => ({
    Id: r.id,
    Name: r.name,
    DiscountPercentage: fromScaled(r.discount_e2, DISCOUNT_DECIMALS),
    ExpirationDate: r.expiration_date,
  });

  async function get(id: number): Promise<Promotion> {
    const r = await repo.byId(id);
    if (!r) throw notFound();
    return toPromotion(r, today());
  }

  async function checked(req: SavePromotion, stored?: Promotion) {
    const form = formErrors();
    const name = checkedName(form, req.Name, PROMOTION_NAME_MAX);
    if (!form.has('Name') && (await nameTaken(db, 'promotions', name, stored?.Id)))
      form.add('Name', NAME_TAKEN);
    const discount = toScaled(req.DiscountPercentage, DISCOUNT_DECIMALS);
    if (discount === null || discount < 0 || discount > MAX_DISCOUNT)
      form.add('DiscountPercentage', DISCOUNT_MESSAGE);
    const text = req.ExpirationDate === undefined ? stored?.ExpirationDate : req.ExpirationDate;
    const expiration = text?.trim() ? parseDate(text) : null;
    if (text?.trim() && !expiration) form.add('ExpirationDate', 'Please enter a valid expiration date.');
    form.check();
    return {
      name,
      discount_e2: discount!,
      expiration_date: expiration,
      active: flagOf(req.Active ?? stored?.Active ?? true),
      archived: flagOf(req.Archived ?? stored?.Archived ?? false),
    };
  }
  const actions = catalogueActions({
    db,
    table: 'promotions',
    edit: access.manage,
    get,
    check: checked,
    taken: () => new ValidationError({ Name: [NAME_TAKEN] }),
    what: 'promotion',
  });

  return {
    async get(auth: AuthContext, id: number) {
      requireClaim(auth, access.manage);
      return get(id);
    },

    async search(auth: AuthContext, req: PromotionSearch): Promise<{ rows: Promotion[]; total: number }> {
      requireClaim(auth, access.manage);
      const day = today();
      const page = pageOf(req, PROMOTION_PAGE_SIZE);
      const { rows, total } = await repo.search(page, {
        includeArchived: page.includeArchived,
        includeExpired: req.IncludeExpired ?? false,
        today: day,
      });
      return { rows: rows.map((r) => toPromotion(r, day)), total };
    },

    /** Unarchived promotions for lists and filters, whatever their state; up to 99. */
    async simple(
      auth: AuthContext,
      q: PromotionLookupQuery,
    ): Promise<{ rows: PromotionOption[]; total: number }> {
      requireClaim(auth, access.pick);
      const page = pageOf({ Query: q.q, Skip: q.skip, Take: q.take }, PROMOTION_LOOKUP_TAKE);
      const { rows, total } = await repo.search(page, {
        includeArchived: false,
        includeExpired: true,
        today: today(),
      });
      return { rows: rows.map(toOption), total };
    },

    /** What the builder may apply: active, unarchived and unexpired. */
    async builder(auth: AuthContext): Promise<PromotionOption[]> {
      requireClaim(auth, access.pick);
      const page = pageOf({ Take: 10000 });
      const { rows } = await repo.search(page, {
        includeArchived: false,
        includeExpired: false,
        activeOnly: true,
        today: today(),
      });
      return rows.map(toOption);
    },

    create: actions.create,
    save: actions.save,
    remove: actions.remove,
  };
}
export type PromotionsService = ReturnType<typeof promotionsService>;
