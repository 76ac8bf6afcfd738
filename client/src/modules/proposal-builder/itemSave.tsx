import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { BuilderMessages as M } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { ConcurrencyDialog } from '../../ui/ConcurrencyDialog';
import { handleApiError } from '../../ui/handleApiError';
import { notifyError } from '../../ui/notify';
import { builderKeys } from './queries';

export type ItemSaveOptions<B> = {
  proposalId: number;
  /** The item's Version when the dialog opened. */
  version: number;
  /** The body to send at a Version, or null while the form is not valid. */
  body: (version: number) => B | null;
  send: (qc: QueryClient, proposalId: number, body: B) => Promise<unknown>;
  failMessage: string;
  onClose: () => void;
};

/**
 * Saving a builder item's edit dialog: the body at the item's Version, and on a 409 the concurrency
 * dialog, which either saves again over the other change or drops these edits and reloads the builder.
 * Returns the Cancel/Save row with that dialog.
 */
export function useItemSave<B>({ proposalId, body, send, failMessage, onClose, ...o }: ItemSaveOptions<B>) {
  const qc = useQueryClient();
  const [version, setVersion] = useState(o.version);
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);

  async function save(v = version) {
    const b = body(v);
    if (!b) {
      notifyError(M.FormInvalid);
      return;
    }
    setBusy(true);
    try {
      await send(qc, proposalId, b);
      setConflict(false);
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.isConflict) {
        setVersion((e.data as { Version: number }).Version);
        setConflict(true);
      } else handleApiError(e, failMessage, { fieldsShown: false });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void save()} loading={busy}>
          Save
        </Button>
      </Group>
      <ConcurrencyDialog
        opened={conflict}
        loading={busy}
        onAccept={() => void save(version)}
        onDecline={() => {
          setConflict(false);
          void qc.invalidateQueries({ queryKey: builderKeys.one(proposalId) });
          onClose();
        }}
      />
    </>
  );
}
