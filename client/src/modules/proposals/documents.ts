import { api, toPage } from '../../kernel/api/client';
import type { ShelfCalls } from '../../ui/documents';

/** The proposal's own documents, kept in order: `proposals/{id}/docs`. */
export function proposalDocs(id: number): ShelfCalls {
  const path = { id };
  return {
    fetch: async ({ Query, Skip, Take }) =>
      toPage(await api.post('/proposals/{id}/docs/_search', { path, body: { Query, Skip, Take } })),
    upload: async (body) => (await api.post('/proposals/{id}/docs', { path, body })).data,
    remove: async (docId) => {
      await api.del('/proposals/{id}/docs/{docId}', { path: { id, docId } });
    },
    reorder: async (ids) => {
      await api.put('/proposals/{id}/docs', { path, body: ids });
    },
  };
}

/** One service group's documents on the proposal. */
export function serviceGroupDocs(id: number, groupId: number): ShelfCalls {
  const path = { id, groupId };
  const root = '/proposals/{id}/service-groups/{groupId}/docs' as const;
  return {
    fetch: async ({ Query, Skip, Take }) =>
      toPage(await api.post(`${root}/_search`, { path, body: { Query, Skip, Take } })),
    upload: async (body) => (await api.post(root, { path, body })).data,
    remove: async (docId) => {
      await api.del(`${root}/{docId}`, { path: { ...path, docId } });
    },
    reorder: async (ids) => {
      await api.put(root, { path, body: ids });
    },
  };
}

/** The print attachment documents appended to every printed proposal (Settings Full). */
export const printAttachments: ShelfCalls = {
  fetch: async ({ Query, Skip, Take }) =>
    toPage(await api.post('/proposals/attachments/_search', { body: { Query, Skip, Take } })),
  upload: async (body) => (await api.post('/proposals/attachments', { body })).data,
  remove: async (docId) => {
    await api.del('/proposals/attachments/{id}', { path: { id: docId } });
  },
  reorder: async (ids) => {
    await api.put('/proposals/attachments', { body: ids });
  },
};

export async function setAttachmentActive(id: number, Active: boolean) {
  await api.put('/proposals/attachments/{id}', { path: { id }, body: { Active } });
}

export const docKeys = {
  proposal: (id: number) => ['proposals', 'docs', id] as const,
  serviceGroup: (id: number, groupId: number) => ['proposals', 'docs', id, 'group', groupId] as const,
  attachments: ['proposals', 'attachments'] as const,
};
