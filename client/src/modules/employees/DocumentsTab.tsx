import { Stack } from '@mantine/core';
import { DocumentShelf } from './DocumentShelf';
import type { EmployeeTabProps } from './tabProps';

/** Documents and training documents; private documents only for those with Employee Full. */
export function DocumentsTab({ employee: e }: EmployeeTabProps) {
  return (
    <Stack gap="xl">
      <DocumentShelf employeeId={e.Id} shelf="docs" title="Documents" canEdit={e.Rights.editBasic} />
      <DocumentShelf
        employeeId={e.Id}
        shelf="training-docs"
        title="Training documents"
        canEdit={e.Rights.editOwn}
      />
      {e.Rights.editFull && (
        <DocumentShelf employeeId={e.Id} shelf="private-docs" title="Private documents" canEdit />
      )}
    </Stack>
  );
}
