import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { ContactStatuses, ContactStatusList, formatPhone, type Contact } from '@canopy/shared';
import type { DataListColumn } from '../../ui/dataListTypes';

const preferredPhone = (c: Contact) => {
  const p = c.ContactPhoneNumbers.find((n) => n.IsPreferred) ?? c.ContactPhoneNumbers[0];
  return p ? formatPhone({ Phone: p.Phone, Extension: p.Extension ?? '' }) : '';
};

const statusName = (id: number) => ContactStatusList.find((s) => s.Id === id)?.Name ?? '';

/** Columns of the account contacts list; `onDelete` adds the delete action (editors only). */
export function contactColumns(onDelete?: (c: Contact) => void): DataListColumn<Contact>[] {
  const columns: DataListColumn<Contact>[] = [
    {
      key: 'Name',
      title: 'Name',
      render: (c) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{`${c.LastName}, ${c.FirstName}`}</Text>
          {c.IsPrimary && (
            <Badge size="xs" variant="light">
              Primary
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'TitleName', title: 'Title', render: (c) => c.TitleName ?? '' },
    { key: 'Email', title: 'E-mail', render: (c) => c.Email ?? '' },
    { key: 'Phone', title: 'Phone', render: preferredPhone },
    {
      key: 'Receives',
      title: 'Receives',
      render: (c) =>
        [c.ReceivesBilling && 'Billing', c.ReceivesProposal && 'Proposals'].filter(Boolean).join(', '),
    },
    {
      key: 'StatusId',
      title: 'Status',
      render: (c) => (
        <Badge variant="light" color={c.StatusId === ContactStatuses.Active ? 'green' : 'gray'}>
          {statusName(c.StatusId)}
        </Badge>
      ),
    },
  ];
  if (!onDelete) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      title: '',
      width: 44,
      render: (c) => (
        <Tooltip label="Delete contact">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${c.FirstName} ${c.LastName}`}
            onClick={(e) => {
              e.stopPropagation();
              onDelete(c);
            }}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];
}
