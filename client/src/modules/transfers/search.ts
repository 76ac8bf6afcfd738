import { TRANSFER_REQUEST_PAGE_SIZE, TransferActions } from '@canopy/shared';
import { listState, pageSizeParam, searchText, type ListState } from '../../ui/listState';

/** The screen's state in the URL: which of the three actions (spec §2), and the list's page. */
export interface TransferSearch {
  action?: number;
  q?: string;
  page?: number;
  size?: number;
}

const ACTIONS: number[] = Object.values(TransferActions);

export function validateTransferSearch(s: Record<string, unknown>): TransferSearch {
  const action = Number(s.action);
  const page = Number(s.page);
  return {
    action: ACTIONS.includes(action) && action !== TransferActions.FindResource ? action : undefined,
    q: searchText(s.q),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    size: pageSizeParam(s.size, TRANSFER_REQUEST_PAGE_SIZE),
  };
}

export const toListState = (s: TransferSearch): ListState =>
  listState({ query: s.q ?? '', page: s.page ?? 1, pageSize: s.size ?? TRANSFER_REQUEST_PAGE_SIZE });

export const listSearch = (state: ListState): Pick<TransferSearch, 'q' | 'page' | 'size'> => {
  const v = validateTransferSearch({ q: state.query, page: state.page, size: state.pageSize });
  return { q: v.q, page: v.page, size: v.size };
};
