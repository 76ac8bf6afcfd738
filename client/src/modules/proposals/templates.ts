import type { QueryClient } from '@tanstack/react-query';
import type { ProposalTemplateListItem, SaveProposalTemplate, StartFromTemplate } from '@canopy/shared';
import { api, toPage } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';

export const templateKeys = {
  list: ['proposals', 'templates'] as const,
  one: (id: number) => ['proposals', 'templates', 'one', id] as const,
  json: (id: number) => ['proposals', 'templates', 'json', id] as const,
};

/** GET proposals/proposaltemplates (q, skip, take), 12 a page. */
export async function fetchTemplates(req: ListRequest): Promise<ListPage<ProposalTemplateListItem>> {
  const query = { q: req.Query || undefined, skip: req.Skip, take: req.Take };
  return toPage(await api.get('/proposals/proposaltemplates', { query }));
}

export async function fetchTemplateJson(id: number) {
  return (await api.get('/proposals/proposaltemplates/{id}/json', { path: { id } })).data;
}

export async function saveTemplate(queryClient: QueryClient, body: SaveProposalTemplate) {
  const { data } = body.Id
    ? await api.put('/proposals/proposaltemplates/save', { body })
    : await api.post('/proposals/proposaltemplates/save', { body });
  await queryClient.invalidateQueries({ queryKey: templateKeys.list });
  return data;
}

export async function deleteTemplate(queryClient: QueryClient, id: number) {
  await api.del('/proposals/proposaltemplates/{id}', { path: { id } });
  await queryClient.invalidateQueries({ queryKey: templateKeys.list });
}

export async function startFromTemplate(id: number, body: StartFromTemplate) {
  return (await api.post('/proposals/proposaltemplates/{id}/proposals', { path: { id }, body })).data;
}

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
