import {
  DISCOUNT_DECIMALS,
  PROMOTION_NAME_MAX,
  toScaled,
  type IsoDate,
  type Promotion,
  type SavePromotion,
} from '@canopy/shared';

/** What the inline editor edits, in the wire's field names so a 409's current record fits as is. */
export type PromotionFormValues = {
  Id: number;
  Name: string;
  DiscountPercentage: number | null;
  ExpirationDate: IsoDate | null;
  Active: boolean;
  Archived: boolean;
  Version?: number;
};

export const DISCOUNT_MESSAGE = 'Please enter a discount from 0 to 100 percent with at most 2 decimals.';

export const NEW_PROMOTION: Promotion = {
  Id: 0,
  Name: '',
  DiscountPercentage: 0,
  ExpirationDate: null,
  Active: true,
  Archived: false,
  Expired: false,
  Version: 0,
};

/** A new promotion is active and never expires until a date is set. */
export const toPromotionForm = (p: Promotion | null): PromotionFormValues => ({
  Id: p?.Id ?? 0,
  Name: p?.Name ?? '',
  DiscountPercentage: p?.DiscountPercentage ?? null,
  ExpirationDate: p?.ExpirationDate ?? null,
  Active: p?.Active ?? true,
  Archived: p?.Archived ?? false,
  Version: p?.Version,
});

export const promotionValidation = {
  Name: (v: string) =>
    !v.trim()
      ? 'Name is required.'
      : v.trim().length > PROMOTION_NAME_MAX
        ? `Name must be at most ${PROMOTION_NAME_MAX} characters.`
        : null,
  DiscountPercentage: (v: number | null) => {
    const scaled = v === null ? null : toScaled(v, DISCOUNT_DECIMALS);
    return scaled === null || scaled < 0 || scaled > 100 * 10 ** DISCOUNT_DECIMALS ? DISCOUNT_MESSAGE : null;
  },
};

export const toSaveBody = (v: PromotionFormValues): SavePromotion => ({
  Id: v.Id,
  Name: v.Name.trim(),
  DiscountPercentage: v.DiscountPercentage ?? 0,
  ExpirationDate: v.ExpirationDate,
  Active: v.Active,
  Archived: v.Archived,
  ...(v.Id && v.Version ? { Version: v.Version } : {}),
});
