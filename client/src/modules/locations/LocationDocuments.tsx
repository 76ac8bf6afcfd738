import { Messages } from '@canopy/shared';
import { DocumentShelf } from '../../ui/DocumentShelf';
import type { LocationPartProps } from './LocationNotes';
import { LOCATIONS, locationKeys } from './queries';

/** The location's documents: the shared shelf at `accounts/accountLocations/{id}/docs`. */
export function LocationDocuments({ locationId, canEdit }: LocationPartProps) {
  return (
    <DocumentShelf
      root={`${LOCATIONS}/${locationId}/docs`}
      queryKey={locationKeys.docs(locationId)}
      title="Documents"
      canEdit={canEdit}
      uploadFailedMessage={Messages.LocationDocumentUploadFailed}
      deleteFailedMessage={Messages.LocationDocumentDeletionFailed}
    />
  );
}
