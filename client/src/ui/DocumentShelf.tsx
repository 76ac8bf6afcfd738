import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { ActionIcon, Anchor, Button, FileButton, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconDownload, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { formatDate, Messages } from '@canopy/shared';
import { handleApiError } from './handleApiError';
import { confirm } from './confirm';
import { DataList } from './DataList';
import type { DataListColumn } from './dataListTypes';
import {
  andRefresh,
  filesForm,
  formatSize,
  shelfCalls,
  type Shelf,
  type ShelfCalls,
  type StoredDocument,
} from './documents';
import { useListState, type ListRequest } from './listState';
import { notifySuccess } from './notify';
import { notifyUploadFailure } from './uploadFailure';

export interface DocumentShelfProps {
  /** The shelf's API root and owner, e.g. `{ root: '/employees/{id}/docs', id: 5 }`; see documents.ts. */
  shelf: Shelf | ShelfCalls;
  queryKey: QueryKey;
  title: string;
  /** Upload and delete; viewing needs only the right to see the shelf. */
  canEdit: boolean;
  /** The screen's own failure messages (the spec's 'Document Upload Failed' …). */
  uploadFailedMessage: string;
  deleteFailedMessage?: string;
  /** More per-row actions (a print attachment's active switch). */
  rowActions?: (doc: StoredDocument) => ReactNode;
}

const stop = (e: MouseEvent) => e.stopPropagation();

/** One shelf of documents: 12 a page, search by name, upload several at once, download, delete. */
export function DocumentShelf(props: DocumentShelfProps) {
  const { queryKey, title, canEdit, uploadFailedMessage, rowActions } = props;
  const calls = 'fetch' in props.shelf ? props.shelf : shelfCalls(props.shelf);
  const reorder = canEdit ? calls.reorder : undefined;
  // The page on screen and where it starts, so a row can be swapped with its neighbour, even one
  // on the page before or after.
  const shown = useRef<{ rows: StoredDocument[]; req: ListRequest; total: number }>({
    rows: [],
    req: { Query: '', Skip: 0, Take: 0, IncludeArchived: false, Descending: false },
    total: 0,
  });
  const deleteFailedMessage = props.deleteFailedMessage ?? Messages.DeleteFailed;
  const list = useListState();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);

  async function upload(files: File[]) {
    if (!files.length) return;
    setUploading(true);
    try {
      const ids = await andRefresh(queryClient, queryKey, calls.upload(filesForm(files)));
      notifySuccess(ids.length === 1 ? 'Document uploaded' : `${ids.length} documents uploaded`);
    } catch (error) {
      notifyUploadFailure(error, uploadFailedMessage);
    } finally {
      setUploading(false);
    }
  }

  async function remove(doc: StoredDocument) {
    const ok = await confirm({
      title: 'Delete document',
      message: `Delete "${doc.Name}"? The file is removed for good.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await andRefresh(queryClient, queryKey, calls.remove(doc.Id));
      notifySuccess(Messages.DeletedSuccessfully);
    } catch (error) {
      handleApiError(error, deleteFailedMessage);
    }
  }

  async function neighbour(doc: StoredDocument, by: -1 | 1): Promise<StoredDocument | undefined> {
    const { rows, req } = shown.current;
    const at = rows.findIndex((r) => r.Id === doc.Id);
    if (rows[at + by]) return rows[at + by];
    // The first row of a page moves past the last of the page before; the last, past the next's first.
    const skip = req.Skip + at + by;
    if (at < 0 || skip < 0) return undefined;
    return (await calls.fetch({ ...req, Skip: skip, Take: 1 })).rows[0];
  }

  async function move(doc: StoredDocument, by: -1 | 1) {
    if (!reorder) return;
    try {
      const other = await neighbour(doc, by);
      if (!other) return;
      await andRefresh(queryClient, queryKey, reorder(by < 0 ? [doc.Id, other.Id] : [other.Id, doc.Id]));
    } catch (error) {
      handleApiError(error, Messages.UpdateFailed);
    }
  }
  const edge = (doc: StoredDocument, by: -1 | 1) => {
    const { rows, req, total } = shown.current;
    const at = rows.findIndex((r) => r.Id === doc.Id);
    const place = req.Skip + at;
    return at < 0 || (by < 0 ? place <= 0 : place >= total - 1);
  };

  const columns: DataListColumn<StoredDocument>[] = [
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
      width: reorder ? 150 : 90,
      render: (d) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {rowActions?.(d)}
          {reorder && (
            <>
              <ActionIcon
                variant="subtle"
                aria-label={`Move ${d.Name} up`}
                disabled={edge(d, -1)}
                onClick={() => move(d, -1)}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={`Move ${d.Name} down`}
                disabled={edge(d, 1)}
                onClick={() => move(d, 1)}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
            </>
          )}
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
            {(fileProps) => (
              <Button
                {...fileProps}
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
      <DataList<StoredDocument>
        columns={columns}
        queryKey={queryKey}
        fetchPage={async (req) => {
          const page = await calls.fetch(req);
          shown.current = { rows: page.rows, req, total: page.total };
          return page;
        }}
        state={list.state}
        onStateChange={list.onStateChange}
        searchPlaceholder="Search documents"
        emptyText="No documents"
      />
    </Stack>
  );
}
