import { Button, Group, Table, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ServiceTypes, type ServiceChemical } from '@canopy/shared';
import type { NumberOption } from './options';
import { serviceCodesQuery } from './queries';
import { blankVisit, type ServiceFormValues } from './serviceValues';
import { ServiceVisitRow } from './ServiceVisitRow';

export type ServiceVisitsEditorProps = {
  form: UseFormReturnType<ServiceFormValues>;
  reportOptions: NumberOption[];
  known: readonly ServiceChemical[];
  readOnly?: boolean;
};

const HEADERS = ['#', 'Title', 'Code', 'Start', 'End', 'Buffer days', 'Report', ''];

/** The visits of a service; a Multi service needs at least one (the rules say so on save). */
export function ServiceVisitsEditor({ form, reportOptions, known, readOnly }: ServiceVisitsEditorProps) {
  const codes = useQuery(serviceCodesQuery);
  const visits = form.values.ServiceVisits;
  const multi = form.values.ServiceTypeId === ServiceTypes.Multi;
  const error = form.errors['ServiceVisits'];

  return (
    <>
      {visits.length > 0 ? (
        <Table.ScrollContainer minWidth={860}>
          <Table verticalSpacing={4} horizontalSpacing={6} aria-label="Visits">
            <Table.Thead>
              <Table.Tr>
                {HEADERS.map((h, i) => (
                  <Table.Th key={i} fz="xs" style={{ whiteSpace: 'nowrap' }}>
                    {h}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {visits.map((v, i) => (
                <ServiceVisitRow
                  key={v.Key}
                  form={form}
                  index={i}
                  reportOptions={reportOptions}
                  codes={codes.data ?? []}
                  known={known}
                  readOnly={readOnly}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm" c="dimmed">
          {multi ? 'A multi service is done in visits: add at least one.' : 'No visits.'}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      {!readOnly && (
        <Group>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => {
              form.insertListItem('ServiceVisits', blankVisit());
              form.clearFieldError('ServiceVisits');
            }}
          >
            Add visit
          </Button>
        </Group>
      )}
    </>
  );
}
