import { queryOptions } from '@tanstack/react-query';
import { api } from '../../kernel/api/client';

export const formatKeys = {
  all: ['proposal-format'] as const,
  one: (id: number) => ['proposal-format', id] as const,
  link: (link: string | undefined, approved: boolean) => ['proposal-format', 'link', link, approved] as const,
  spray: (id: number) => ['proposal-format', 'spray', id] as const,
};

/** The proposal as the customer reads it, for staff (with the public link and whether it is editable). */
export const proposalFormatQuery = (id: number) =>
  queryOptions({
    queryKey: formatKeys.one(id),
    queryFn: async () => (await api.get('/proposals/{id}/format', { path: { id } })).data,
  });

/**
 * The same, by a public link's encrypted id, signed out: no retry (an altered link stays altered).
 * `approved` reads it as approved (approved-format), which answers only once the customer accepted.
 */
export const publicFormatQuery = (link: string | undefined, approved = false) =>
  queryOptions({
    queryKey: formatKeys.link(link, approved),
    enabled: !!link,
    retry: false,
    queryFn: async () => {
      const init = { path: { id: link ?? '' }, anonymous: true };
      return approved
        ? (await api.get('/proposals/approved-format/{id}', init)).data
        : (await api.get('/proposals/format/{id}', init)).data;
    },
  });

export const spraySummaryQuery = (id: number) =>
  queryOptions({
    queryKey: formatKeys.spray(id),
    queryFn: async () => (await api.post('/proposals/spray-summary', { body: { ProposalId: id } })).data,
  });
