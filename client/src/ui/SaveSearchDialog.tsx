import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';

export type SaveSearchDialogProps = {
  opened: boolean;
  /** The saved search currently applied; saving then asks whether to update it. */
  selectedName: string | null;
  onCreate: (name: string) => Promise<void>;
  onUpdate: (name: string) => Promise<void>;
  onClose: () => void;
};

/** Asks for the name, then (when a saved search is applied) whether to update it or create a new one. */
export function SaveSearchDialog({
  opened,
  selectedName,
  onCreate,
  onUpdate,
  onClose,
}: SaveSearchDialogProps) {
  const [name, setName] = useState(selectedName ?? '');
  const [error, setError] = useState<string | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState(false);

  async function run(action: (name: string) => Promise<void>) {
    setBusy(true);
    try {
      await action(name.trim());
    } finally {
      setBusy(false);
    }
  }

  function submit() {
    if (!name.trim()) return setError('Please enter a name');
    if (selectedName !== null) setChoosing(true);
    else void run(onCreate);
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Save search" centered>
      {choosing ? (
        <Stack>
          <Text>{`Update '${selectedName}' or create a new search?`}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void run(onCreate)} disabled={busy}>
              Create new
            </Button>
            <Button onClick={() => void run(onUpdate)} loading={busy}>
              Update
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack>
            <TextInput
              label="Name"
              data-autofocus
              value={name}
              error={error}
              onChange={(e) => {
                setName(e.currentTarget.value);
                setError(null);
              }}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
