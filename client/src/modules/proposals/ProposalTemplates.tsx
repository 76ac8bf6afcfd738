import { useState } from 'react';
import { ActionIcon, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconBraces, IconFilePlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  formatDate,
  Messages,
  PROPOSAL_TEMPLATE_PAGE_SIZE,
  ProposalMessages as M,
  type ProposalTemplateListItem,
} from '@canopy/shared';
import { BackButton } from '../../ui/BackButton';
import { confirm } from '../../ui/confirm';
import { DataList } from '../../ui/DataList';
import type { DataListColumn } from '../../ui/dataListTypes';
import { handleApiError } from '../../ui/handleApiError';
import { useListState } from '../../ui/listState';
import { notifySuccess } from '../../ui/notify';
import { StartFromTemplateDialog } from './StartFromTemplateDialog';
import { TemplateJsonDialog } from './TemplateJsonDialog';
import { deleteTemplate, fetchTemplates, plural, templateKeys } from './templates';

type Row = ProposalTemplateListItem;

/**
 * proposals.templates (FullAccess, 12 a page): templates kept from proposals; open one's content,
 * start a new proposal from it for a location, delete it. Templates are made from a proposal's
 * info screen ("Save as template").
 */
export function ProposalTemplates() {
  const list = useListState({ pageSize: PROPOSAL_TEMPLATE_PAGE_SIZE });
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState<Row | null>(null);
  const [starting, setStarting] = useState<Row | null>(null);

  async function remove(t: Row) {
    const ok = await confirm({
      title: 'Delete template',
      message: `Delete the template "${t.Name}"? Proposals started from it stay as they are.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteTemplate(queryClient, t.Id);
      notifySuccess(M.Deleted);
    } catch (error) {
      handleApiError(error, Messages.DeleteFailed);
    }
  }

  const columns: DataListColumn<Row>[] = [
    {
      key: 'Name',
      title: 'Name',
      render: (t) => (
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {t.Name}
          </Text>
          {t.Description && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t.Description}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'Items',
      title: 'Content',
      render: (t) => `${plural(t.GroupCount, 'group')} · ${plural(t.ItemCount, 'item')}`,
    },
    { key: 'UpdatedDate', title: 'Saved', render: (t) => formatDate(t.UpdatedDate) },
    {
      key: 'actions',
      title: '',
      align: 'right',
      width: 120,
      render: (t) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Start a proposal from it">
            <ActionIcon
              variant="subtle"
              aria-label={`Start a proposal from ${t.Name}`}
              onClick={() => setStarting(t)}
            >
              <IconFilePlus size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="View its content">
            <ActionIcon variant="subtle" aria-label={`View ${t.Name}`} onClick={() => setViewing(t)}>
              <IconBraces size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              color="red"
              variant="subtle"
              aria-label={`Delete ${t.Name}`}
              onClick={() => void remove(t)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md" maw={1000}>
      <Group gap="xs" wrap="nowrap">
        <BackButton fallback="/proposals" />
        <Title order={1} size="h3">
          Proposal Templates
        </Title>
      </Group>
      <DataList<Row>
        columns={columns}
        queryKey={templateKeys.list}
        fetchPage={fetchTemplates}
        state={list.state}
        onStateChange={list.onStateChange}
        searchPlaceholder="Search templates"
        emptyText="No templates yet: open a proposal and choose Save as template."
      />
      {viewing && <TemplateJsonDialog template={viewing} onClose={() => setViewing(null)} />}
      {starting && <StartFromTemplateDialog template={starting} onClose={() => setStarting(null)} />}
    </Stack>
  );
}
