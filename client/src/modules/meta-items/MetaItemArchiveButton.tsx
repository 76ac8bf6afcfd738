import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconArchive, IconArchiveOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { MetaItemKind, MetaItemRecord } from '@canopy/shared';
import { confirm } from '../../ui/confirm';
import { failureMessage } from '../../ui/apiErrors';
import { notifyError } from '../../ui/notify';
import { MetaItemMessages } from './messages';
import { toggleMetaItemArchived } from './mutations';

export type MetaItemArchiveButtonProps = { kind: MetaItemKind; record: MetaItemRecord };

/** Archives or unarchives the item from its own page, confirmed first like the list's toggle. */
export function MetaItemArchiveButton({ kind, record }: MetaItemArchiveButtonProps) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const archived = record.Item.Archived;
  const verb = archived ? 'Unarchive' : 'Archive';

  async function toggle() {
    const ok = await confirm({
      title: verb,
      message: `${verb} '${record.Item.Name}'?`,
      confirmLabel: verb,
    });
    if (!ok) return;
    setBusy(true);
    try {
      await toggleMetaItemArchived(queryClient, kind, record.Item.Id);
    } catch (error) {
      notifyError(failureMessage(error, MetaItemMessages.ArchiveFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="default"
      loading={busy}
      leftSection={archived ? <IconArchiveOff size={16} /> : <IconArchive size={16} />}
      onClick={() => void toggle()}
    >
      {verb}
    </Button>
  );
}
