import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Button, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  CertificationStatusList,
  CertificationTypeList,
  formatDate,
  Messages,
  StandardCertificationList,
} from '@canopy/shared';
import { handleApiError } from '../../ui/handleApiError';
import { confirm } from '../../ui/confirm';
import { notifySuccess } from '../../ui/notify';
import { CertificationDialog } from './CertificationDialog';
import {
  nameIn,
  NEW_CERTIFICATION,
  toCertificationValues,
  type CertificationRow,
  type CertificationValues,
} from './certificationValues';
import type { EmployeeTabProps } from './tabProps';
import { deleteCertification } from './mutations';

export function CertificationsTab({ employee: e }: EmployeeTabProps) {
  const [editing, setEditing] = useState<CertificationValues | null>(null);
  const queryClient = useQueryClient();
  const canEdit = e.Rights.editOwn;

  async function remove(c: CertificationRow) {
    const ok = await confirm({
      title: 'Delete certification',
      message: `Delete the certification "${c.Name}"?`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteCertification(queryClient, e.Id, c.Id);
      notifySuccess(Messages.DeletedSuccessfully);
    } catch (error) {
      handleApiError(error, Messages.DeleteFailed);
    }
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {e.Certifications.length === 0 ? 'No certifications yet.' : `${e.Certifications.length} on record`}
        </Text>
        {canEdit && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ ...NEW_CERTIFICATION })}>
            Add certification
          </Button>
        )}
      </Group>
      {e.Certifications.length > 0 && (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Standard</Table.Th>
              <Table.Th ta="right">Credits</Table.Th>
              <Table.Th>Achieved</Table.Th>
              <Table.Th>Expires</Table.Th>
              {canEdit && <Table.Th w={80} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {e.Certifications.map((c) => (
              <Table.Tr key={c.Id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {c.Name}
                  </Text>
                  {c.Notes && (
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {c.Notes}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{nameIn(CertificationTypeList, c.CertificationTypeId)}</Table.Td>
                <Table.Td>{nameIn(CertificationStatusList, c.StatusId)}</Table.Td>
                <Table.Td>{nameIn(StandardCertificationList, c.StandardCertificationId)}</Table.Td>
                <Table.Td ta="right">{c.Credits}</Table.Td>
                <Table.Td>{formatDate(c.DateAchieved)}</Table.Td>
                <Table.Td>{formatDate(c.DateExpires)}</Table.Td>
                {canEdit && (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <Tooltip label="Edit">
                        <ActionIcon
                          aria-label={`Edit ${c.Name}`}
                          onClick={() => setEditing(toCertificationValues(c))}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Delete">
                        <ActionIcon color="red" aria-label={`Delete ${c.Name}`} onClick={() => remove(c)}>
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <CertificationDialog employeeId={e.Id} certification={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
