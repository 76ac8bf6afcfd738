import { Messages } from '@canopy/shared';
import { DocumentShelf } from '../../ui/DocumentShelf';
import type { LocationPartProps } from './LocationNotes';
import { locationKeys } from './queries';

/** The location's documents: the shared shelf at `accounts/accountLocations/{id}/docs`. */
export function LocationDocuments({ locationId, canEdit }: LocationPartProps) {
  return (
    <DocumentShelf
      shelf={{ root: '/accounts/accountLocations/{id}/docs', id: locationId }}
      queryKey={locationKeys.docs(locationId)}
      title="Documents"
      canEdit={canEdit}
      uploadFailedMessage={Messages.LocationDocumentUploadFailed}
      deleteFailedMessage={Messages.LocationDocumentDeletionFailed}
    />
  );
}
