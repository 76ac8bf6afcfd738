import { WORK_AUTHORIZATION_DOCUMENT_PAGE_SIZE, WorkAuthorizationMessages as M } from '@canopy/shared';
import { api, toPage } from '../../kernel/api/client';
import { DocumentShelf } from '../../ui/DocumentShelf';
import type { ShelfCalls } from '../../ui/documents';

/** workAuthorization/{id}/docs: the documents dialog's list fetches every one (999). */
function waDocs(id: number): ShelfCalls {
  const path = { id };
  return {
    fetch: async ({ Query }) =>
      toPage(
        await api.post('/workAuthorization/{id}/docs/_search', {
          path,
          body: { Query, Skip: 0, Take: WORK_AUTHORIZATION_DOCUMENT_PAGE_SIZE },
        }),
      ),
    upload: async (body) => (await api.post('/workAuthorization/{id}/docs', { path, body })).data,
    remove: async (docId) => {
      await api.del('/workAuthorization/{id}/docs/{docId}', { path: { id, docId } });
    },
  };
}

export function WaDocuments({ id, canEdit }: { id: number; canEdit: boolean }) {
  return (
    <DocumentShelf
      shelf={waDocs(id)}
      queryKey={['workAuthorizations', 'docs', id]}
      title="Documents"
      canEdit={canEdit}
      uploadFailedMessage={M.SomethingWrong}
    />
  );
}
