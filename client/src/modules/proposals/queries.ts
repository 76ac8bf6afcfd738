import { queryOptions } from '@tanstack/react-query';
import type { CoverLetter, Proposal, ProposalListItem, ProposalNote, ProposalSearch } from '@canopy/shared';
import { api, toPage } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';

export const proposalKeys = {
  all: ['proposals'] as const,
  list: ['proposals', 'list'] as const,
  detail: (id: number) => ['proposals', 'detail', id] as const,
  notes: (id: number) => ['proposals', 'notes', id] as const,
  coverLetter: (id: number) => ['proposals', 'coverLetter', id] as const,
  lookups: ['proposals', 'lookups'] as const,
};

const LOOKUP_STALE = 5 * 60_000;

export type ProposalFilters = Pick<
  ProposalSearch,
  | 'StatusIds'
  | 'BranchIds'
  | 'EmployeeIds'
  | 'SalesRepId'
  | 'AccountIds'
  | 'YearOfWork'
  | 'FromDate'
  | 'ToDate'
>;

/** One page of the list; the answer carries its total as `Total` (spec §7). */
export async function fetchProposals(req: ListRequest<ProposalFilters>): Promise<ListPage<ProposalListItem>> {
  const { data } = await api.post('/proposals/_search', { body: req });
  return { rows: data.Proposals, total: data.Total };
}

export const proposalHeaderQuery = queryOptions({
  queryKey: [...proposalKeys.lookups, 'header'] as const,
  queryFn: async () => (await api.get('/proposals/header')).data,
});
export const proposalStatusesQuery = queryOptions({
  queryKey: [...proposalKeys.lookups, 'statuses'] as const,
  queryFn: async () => (await api.get('/proposals/proposalStatuses')).data,
  staleTime: LOOKUP_STALE,
});
export const proposalBranchesQuery = queryOptions({
  queryKey: [...proposalKeys.lookups, 'branches'] as const,
  queryFn: async () => (await api.get('/proposals/proposalBranches')).data,
  staleTime: LOOKUP_STALE,
});
export const noteTypesQuery = queryOptions({
  queryKey: [...proposalKeys.lookups, 'noteTypes'] as const,
  queryFn: async () => (await api.get('/proposals/notesTypes')).data,
  staleTime: LOOKUP_STALE,
});
export const noteStatusesQuery = queryOptions({
  queryKey: [...proposalKeys.lookups, 'noteStatuses'] as const,
  queryFn: async () => (await api.get('/proposals/notesStatuses')).data,
  staleTime: LOOKUP_STALE,
});

export const proposalQuery = (id: number) =>
  queryOptions({
    queryKey: proposalKeys.detail(id),
    queryFn: async ({ signal }): Promise<Proposal> =>
      (await api.get('/proposals/{id}', { path: { id }, signal })).data,
  });

export const coverLetterQuery = (id: number) =>
  queryOptions({
    queryKey: proposalKeys.coverLetter(id),
    queryFn: async (): Promise<CoverLetter> =>
      (await api.get('/proposals/{id}/coverLetter', { path: { id } })).data,
  });

export async function fetchNotes(id: number, req: ListRequest): Promise<ListPage<ProposalNote>> {
  return toPage(await api.post('/proposals/{id}/notes/_search', { path: { id }, body: req }));
}
