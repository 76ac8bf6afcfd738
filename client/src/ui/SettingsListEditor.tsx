import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { Messages, markerMessage } from '@canopy/shared';
import { ApiError } from '../kernel/api/errors';
import { modelStateMessages } from './apiErrors';
import { notifyError, notifySuccess } from './notify';
import { blankRow, toItems, toRows, type SettingsItem } from './settingsRows';

export type { SettingsItem } from './settingsRows';

const listKey = (items: readonly SettingsItem[]) => JSON.stringify(items.map((i) => [i.Id, i.Name]));

export type SettingsListEditorProps = {
  /** Plural name used in messages, e.g. 'Account Types'. */
  listName: string;
  items: readonly SettingsItem[];
  /** Saves the whole list; may resolve with the saved list (new Ids). */
  onSave: (items: SettingsItem[]) => Promise<SettingsItem[] | void>;
  readOnly?: boolean;
};

/**
 * Edits a simple Id/Name list by keyboard: Enter on the last filled row adds a row, the arrows
 * move between rows, and blank rows are dropped when saving.
 */
export function SettingsListEditor({ listName, items, onSave, readOnly = false }: SettingsListEditorProps) {
  const [rows, setRows] = useState(() => toRows(items));
  // Compared by content: a parent passing `data ?? []` makes a new array every render, which
  // must not wipe the user's edits.
  const [loaded, setLoaded] = useState(() => listKey(items));
  const [busy, setBusy] = useState(false);
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const focusNext = useRef<number | null>(null);

  if (listKey(items) !== loaded) {
    setLoaded(listKey(items));
    setRows(toRows(items));
  }

  // Focus moves after React has rendered the row it targets.
  useEffect(() => {
    if (focusNext.current === null) return;
    inputs.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  }, [rows]);

  const focusRow = (index: number) => {
    const row = rows[index];
    if (row) inputs.current.get(row.uid)?.focus();
  };

  function rename(uid: number, Name: string) {
    setRows((rs) => rs.map((r) => (r.uid === uid ? { ...r, item: { ...r.item, Name } } : r)));
  }

  function remove(uid: number) {
    setRows((rs) => {
      const left = rs.filter((r) => r.uid !== uid);
      return left.length ? left : [blankRow()];
    });
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>, index: number) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      focusRow(index + (e.key === 'ArrowDown' ? 1 : -1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (index < rows.length - 1) return focusRow(index + 1);
      if (rows[index]!.item.Name.trim() === '') return;
      const added = blankRow();
      focusNext.current = added.uid;
      setRows((rs) => [...rs, added]);
    }
  }

  async function save() {
    setBusy(true);
    try {
      const saved = await onSave(toItems(rows));
      notifySuccess(`${listName} Updated Successfully!`);
      const next = saved ?? toItems(rows);
      setRows(toRows(next));
    } catch (error) {
      const messages = error instanceof ApiError ? modelStateMessages(error.modelState) : [];
      if (messages.length === 1) notifyError(messages[0]!);
      else if (messages.length > 1) notifyError(markerMessage(Messages.ValidationHeading, messages));
      else notifyError(`${listName} update failed. Make sure any removed items are not being used.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="xs">
      {rows.map((row, index) => (
        <Group key={row.uid} gap="xs" wrap="nowrap">
          <TextInput
            flex={1}
            aria-label={`${listName} ${index + 1}`}
            value={row.item.Name}
            readOnly={readOnly}
            ref={(el) => {
              if (el) inputs.current.set(row.uid, el);
              else inputs.current.delete(row.uid);
            }}
            onChange={(e) => rename(row.uid, e.currentTarget.value)}
            onKeyDown={(e) => onKeyDown(e, index)}
          />
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Remove ${listName} ${index + 1}`}
              onClick={() => remove(row.uid)}
            >
              <IconX size={16} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {!readOnly && (
        <Group justify="flex-end">
          <Button onClick={save} loading={busy}>
            Save
          </Button>
        </Group>
      )}
    </Stack>
  );
}
