import { ActionIcon, Group, Loader, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useReturnPages } from '../../kernel/session/returnPages';
import { QueryState } from '../../ui/QueryState';
import { DocumentShelf } from './DocumentShelf';
import type { Shelf } from './documents';
import { fullName } from './employeeColumns';
import { employeeQuery } from './queries';

export interface EmployeeShelfPageProps {
  employeeId: number;
  shelf: Shelf;
  title: string;
  /** Shown under the title; the employee's name when not given. */
  subtitle?: string;
}

/** A document shelf on a screen of its own, with the employee's own rights deciding the edits. */
export function EmployeeShelfPage({ employeeId, shelf, title, subtitle }: EmployeeShelfPageProps) {
  const navigate = useNavigate();
  const popReturnPage = useReturnPages((s) => s.pop);
  const employee = useQuery({ ...employeeQuery(employeeId), enabled: employeeId > 0 });
  const back = () =>
    void navigate({ href: popReturnPage() ?? `/employees/info?id=${employeeId}&tab=documents` });

  return (
    <QueryState
      query={employee}
      notFound={!employeeId}
      errorTitle="The documents could not be loaded"
      retryLabel={null}
      loading={<Loader m="xl" aria-label="Loading" />}
    >
      {(e) => {
        const rights = e.Rights;
        const canEdit =
          shelf === 'docs' ? rights.editBasic : shelf === 'training-docs' ? rights.editOwn : rights.editFull;
        return (
          <Stack gap="md" maw={1100}>
            <Group gap="sm" wrap="nowrap">
              <Tooltip label="Back">
                <ActionIcon size="lg" aria-label="Back" onClick={back}>
                  <IconArrowLeft size={20} />
                </ActionIcon>
              </Tooltip>
              <Stack gap={0}>
                <Title order={1} size="h3">
                  {title}
                </Title>
                <Text size="sm" c="dimmed">
                  {subtitle ?? fullName(e)}
                </Text>
              </Stack>
            </Group>
            <DocumentShelf
              employeeId={e.Id}
              shelf={shelf}
              title={shelf === 'training-docs' ? 'Training documents' : 'Documents'}
              canEdit={canEdit}
            />
          </Stack>
        );
      }}
    </QueryState>
  );
}
