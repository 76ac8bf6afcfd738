import type { Promotion } from '@canopy/shared';
import { api, toPage } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';
import type { PromotionFilters } from './search';

export const promotionKeys = {
  all: ['promotions'] as const,
  list: ['promotions', 'list'] as const,
};

export async function fetchPromotions(req: ListRequest<PromotionFilters>): Promise<ListPage<Promotion>> {
  const { Query, Skip, Take, IncludeArchived, IncludeExpired } = req;
  const body = { Query, Skip, Take, IncludeArchived, IncludeExpired };
  return toPage(await api.post('/promotions/_search', { body }));
}
