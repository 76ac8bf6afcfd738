import type { Promotion, SavePromotion } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';
import type { PromotionFilters } from './search';

export const promotionKeys = {
  all: ['promotions'] as const,
  list: ['promotions', 'list'] as const,
};

export async function fetchPromotions(req: ListRequest<PromotionFilters>): Promise<ListPage<Promotion>> {
  const { Query, Skip, Take, IncludeArchived, IncludeExpired } = req;
  const { data, total } = await api.post<Promotion[]>('/promotions/_search', {
    Query,
    Skip,
    Take,
    IncludeArchived,
    IncludeExpired,
  });
  return { rows: data, total: total ?? data.length };
}

/** POST adds, PUT saves; a PUT carries the Version it was based on (409 when stale). */
export async function savePromotion(body: SavePromotion): Promise<Promotion> {
  const send = body.Id ? api.put<Promotion> : api.post<Promotion>;
  return (await send('/promotions', body)).data;
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
