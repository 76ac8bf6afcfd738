import { queryOptions } from '@tanstack/react-query';
import { api } from '../../kernel/api/client';

export const formatKeys = {
  all: ['proposal-format'] as const,
  one: (id: number) => ['proposal-format', id] as const,
  link: (link: string | undefined) => ['proposal-format', 'link', link] as const,
  spray: (id: number) => ['proposal-format', 'spray', id] as const,
};

/** The proposal as the customer reads it, for staff (with the public link and whether it is editable). */
export const proposalFormatQuery = (id: number) =>
  queryOptions({
    queryKey: formatKeys.one(id),
    queryFn: async () => (await api.get('/proposals/{id}/format', { path: { id } })).data,
  });

/** The same, by a public link's encrypted id, signed out: no retry (an altered link stays altered). */
export const publicFormatQuery = (link: string | undefined) =>
  queryOptions({
    queryKey: formatKeys.link(link),
    enabled: !!link,
    retry: false,
    queryFn: async () =>
      (await api.get('/proposals/format/{id}', { path: { id: link ?? '' }, anonymous: true })).data,
  });

export const spraySummaryQuery = (id: number) =>
  queryOptions({
    queryKey: formatKeys.spray(id),
    queryFn: async () => (await api.post('/proposals/spray-summary', { body: { ProposalId: id } })).data,
  });
