import { DocumentShelf as Shelf } from '../../ui/DocumentShelf';
import type { Shelf as ShelfName } from './documents';
import { EmployeeMessages } from './messages';
import { employeeKeys } from './queries';

export interface DocumentShelfProps {
  employeeId: number;
  shelf: ShelfName;
  title: string;
  /** Upload and delete; viewing needs only the right to see the shelf. */
  canEdit: boolean;
}

/** One shelf of an employee's documents: the UI kit's shelf at the employee's API path. */
export function DocumentShelf({ employeeId, shelf, title, canEdit }: DocumentShelfProps) {
  return (
    <Shelf
      shelf={{ root: `/employees/{id}/${shelf}`, id: employeeId }}
      queryKey={employeeKeys.docs(employeeId, shelf)}
      title={title}
      canEdit={canEdit}
      uploadFailedMessage={EmployeeMessages.DocumentUploadFailed}
    />
  );
}
