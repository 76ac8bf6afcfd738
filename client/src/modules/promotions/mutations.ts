import type { Promotion, SavePromotion } from '@canopy/shared';
import { api } from '../../kernel/api/client';

/** POST adds, PUT saves; a PUT carries the Version it was based on (409 when stale). */
export async function savePromotion(body: SavePromotion): Promise<Promotion> {
  return (body.Id ? await api.put('/promotions', { body }) : await api.post('/promotions', { body })).data;
}

/** Archiving is a save of the flag alone, on top of the row as listed. */
export function toggleArchived(p: Promotion): Promise<Promotion> {
  return savePromotion({
    Id: p.Id,
    Name: p.Name,
    DiscountPercentage: p.DiscountPercentage,
    ExpirationDate: p.ExpirationDate,
    Active: p.Active,
    Archived: !p.Archived,
    Version: p.Version,
  });
}
