import { listState, type ListState } from '../../ui/listState';

/** Price and price detail searches take 999 by default (spec §9): a table is read whole. */
export const PRICE_SEARCH_TAKE = 999;

/** The price table list's state as it sits in the URL, so reload and back restore it. */
export interface PriceListSearch {
  q?: string;
  archived?: boolean;
}

export function validatePriceListSearch(s: Record<string, unknown>): PriceListSearch {
  return {
    q: typeof s.q === 'string' && s.q.trim() ? s.q.trim() : undefined,
    archived: s.archived === true || s.archived === 'true' ? true : undefined,
  };
}

export const toListState = (s: PriceListSearch): ListState =>
  listState({ query: s.q ?? '', includeArchived: !!s.archived, pageSize: PRICE_SEARCH_TAKE });

export const toSearch = (state: ListState): PriceListSearch =>
  validatePriceListSearch({ q: state.query, archived: state.includeArchived });

/**
 * The detail page's parameters as the spec names them. typeId and name let the page show its
 * heading and columns before the table arrives; the table's own values win once it does.
 */
export interface PriceDetailPageSearch {
  priceId: number;
  typeId?: number;
  name?: string;
}

export function validatePriceDetailSearch(s: Record<string, unknown>): PriceDetailPageSearch {
  const priceId = Number(s.priceId);
  const typeId = Number(s.typeId);
  return {
    priceId: Number.isInteger(priceId) && priceId > 0 ? priceId : 0,
    typeId: Number.isInteger(typeId) && typeId > 0 ? typeId : undefined,
    name: typeof s.name === 'string' && s.name.trim() ? s.name : undefined,
  };
}
