import { useState, type MouseEvent } from 'react';
import { ActionIcon, Anchor, Button, FileButton, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconDownload, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate, Messages } from '@canopy/shared';
import { handleApiError } from '../../app/api/handleApiError';
import { confirm } from '../../ui/ConfirmDialog';
import { DataList } from '../../ui/DataList';
import type { DataListColumn } from '../../ui/dataListTypes';
import { useListState } from '../../ui/listState';
import { notifySuccess } from '../../ui/notify';
import {
  deleteDocument,
  fetchDocuments,
  formatSize,
  uploadDocuments,
  type EmployeeDocument,
  type Shelf,
} from './documents';
import { EmployeeMessages } from './messages';
import { notifyUploadFailure } from './uploadFailure';
import { employeeKeys } from './queries';

export interface DocumentShelfProps {
  employeeId: number;
  shelf: Shelf;
  title: string;
  /** Upload and delete; viewing needs only the right to see the shelf. */
  canEdit: boolean;
}

const stop = (e: MouseEvent) => e.stopPropagation();

/** One shelf of an employee's documents: 12 a page, search by name, upload several at once. */
export function DocumentShelf({ employeeId, shelf, title, canEdit }: DocumentShelfProps) {
  const list = useListState();
  const queryClient = useQueryClient();
  const queryKey = employeeKeys.docs(employeeId, shelf);
  const [uploading, setUploading] = useState(false);

  async function upload(files: File[]) {
    if (!files.length) return;
    setUploading(true);
    try {
      const ids = await uploadDocuments(employeeId, shelf, files);
      notifySuccess(ids.length === 1 ? 'Document uploaded' : `${ids.length} documents uploaded`);
      await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      notifyUploadFailure(error, EmployeeMessages.DocumentUploadFailed);
    } finally {
      setUploading(false);
    }
  }

  async function remove(doc: EmployeeDocument) {
    const ok = await confirm({
      title: 'Delete document',
      message: `Delete "${doc.Name}"? The file is removed for good.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteDocument(employeeId, shelf, doc.Id);
      notifySuccess(Messages.DeletedSuccessfully);
      await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      handleApiError(error, Messages.DeleteFailed);
    }
  }

  const columns: DataListColumn<EmployeeDocument>[] = [
    {
      key: 'Name',
      title: 'Name',
      render: (d) => (
        <Anchor href={d.Url} target="_blank" rel="noopener" size="sm" onClick={stop}>
          {d.Name}
        </Anchor>
      ),
    },
    {
      key: 'FileName',
      title: 'File',
      render: (d) => (
        <Text size="sm" c="dimmed">
          {d.FileName} · {formatSize(d.Size)}
        </Text>
      ),
    },
    { key: 'CreatedDate', title: 'Uploaded', render: (d) => formatDate(d.CreatedDate) },
    {
      key: 'actions',
      title: '',
      align: 'right',
      width: 90,
      render: (d) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Download">
            <ActionIcon component="a" href={d.Url} download={d.FileName} aria-label={`Download ${d.Name}`}>
              <IconDownload size={16} />
            </ActionIcon>
          </Tooltip>
          {canEdit && (
            <Tooltip label="Delete">
              <ActionIcon color="red" aria-label={`Delete ${d.Name}`} onClick={() => remove(d)}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h5">
          {title}
        </Title>
        {canEdit && (
          <FileButton onChange={upload} multiple>
            {(props) => (
              <Button
                {...props}
                aria-label={`Upload to ${title}`}
                size="xs"
                variant="light"
                leftSection={<IconUpload size={14} />}
                loading={uploading}
              >
                Upload
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      <DataList<EmployeeDocument>
        columns={columns}
        queryKey={queryKey}
        fetchPage={(req) => fetchDocuments(employeeId, shelf, req)}
        state={list.state}
        onStateChange={list.onStateChange}
        searchPlaceholder="Search documents"
        emptyText="No documents"
      />
    </Stack>
  );
}
