import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ActionIcon, Alert, Button, Group, List, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { Messages } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { failureMessage } from '../../ui/apiErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { duplicatedIn, sameZips, savedForm, toZipList, toZipRows, zipDigits, zipRow } from './zipRows';

export type ZipCodesEditorProps = {
  /** The territory's zip codes as stored (5 digits each). */
  zips: readonly string[];
  /** Saves the whole list and resolves with the list as stored. */
  onSave: (zips: string[]) => Promise<string[]>;
  readOnly?: boolean;
  onDirtyChange?: (dirty: boolean) => void;
};

/**
 * One zip per row, edited by keyboard like a settings list: Enter on the last filled row adds a
 * row, the arrows move between rows. Blank rows are dropped and each zip is padded to 5 digits on
 * save; a zip given twice (or held by another territory) is refused with the server's message.
 */
export function ZipCodesEditor({ zips, onSave, readOnly = false, onDirtyChange }: ZipCodesEditorProps) {
  const [rows, setRows] = useState(() => toZipRows(zips));
  // The list as stored (what Save compares with) and the last list the parent passed, apart:
  // a save answers with the stored list before (or without) the parent passing it down.
  const [loaded, setLoaded] = useState(() => JSON.stringify(zips));
  const [given, setGiven] = useState(() => JSON.stringify(zips));
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<{ zips: string[]; details: string[] }>({ zips: [], details: [] });
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const focusNext = useRef<number | null>(null);
  const dirty = !sameZips(rows, loaded);

  // A refetched list replaces the rows only when there are no edits to lose.
  const zipsKey = JSON.stringify(zips);
  if (zipsKey !== given) {
    setGiven(zipsKey);
    setLoaded(zipsKey);
    if (!dirty) setRows(toZipRows(zips));
  }

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  useEffect(() => {
    if (focusNext.current === null) return;
    inputs.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  }, [rows]);

  const focusRow = (index: number) => {
    const row = rows[index];
    if (row) inputs.current.get(row.uid)?.focus();
  };
  const edit = (uid: number, text: string) =>
    setRows((rs) => rs.map((r) => (r.uid === uid ? { ...r, text: zipDigits(text) } : r)));
  const remove = (uid: number) =>
    setRows((rs) => {
      const left = rs.filter((r) => r.uid !== uid);
      return left.length ? left : [zipRow()];
    });
  function add() {
    const added = zipRow();
    focusNext.current = added.uid;
    setRows((rs) => [...rs, added]);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>, index: number) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      focusRow(index + (e.key === 'ArrowDown' ? 1 : -1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (index < rows.length - 1) focusRow(index + 1);
      else if (rows[index]!.text.trim() !== '') add();
    }
  }

  async function save() {
    setBusy(true);
    try {
      const stored = await onSave(toZipList(rows));
      setRefused({ zips: [], details: [] });
      setLoaded(JSON.stringify(stored));
      setRows(toZipRows(stored));
      notifySuccess(Messages.UpdatedSuccessfully);
    } catch (error) {
      const service = error instanceof ApiError ? error.serviceMessage : undefined;
      const details = error instanceof ApiError ? Object.values(error.fieldErrors).flat() : [];
      setRefused({ zips: duplicatedIn(service), details });
      notifyError(failureMessage(error, Messages.ZipCodesSaveFailed));
    } finally {
      setBusy(false);
    }
  }

  const count = toZipList(rows).length;
  return (
    <Stack gap="xs" maw={560}>
      <Text size="sm" c="dimmed">
        {count === 1 ? '1 zip code' : `${count} zip codes`}. Shorter zips are padded to 5 digits when saved.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6}>
        {rows.map((row, index) => {
          const padded = savedForm(row.text);
          return (
            <Group key={row.uid} gap={4} wrap="nowrap">
              <TextInput
                flex={1}
                aria-label={`Zip code ${index + 1}`}
                inputMode="numeric"
                value={row.text}
                readOnly={readOnly}
                error={padded !== null && refused.zips.includes(padded)}
                rightSectionWidth={72}
                rightSection={
                  padded && padded !== row.text ? (
                    <Text size="xs" c="dimmed" aria-label={`Saved as ${padded}`}>
                      → {padded}
                    </Text>
                  ) : null
                }
                ref={(el) => {
                  if (el) inputs.current.set(row.uid, el);
                  else inputs.current.delete(row.uid);
                }}
                onChange={(e) => edit(row.uid, e.currentTarget.value)}
                onKeyDown={(e) => onKeyDown(e, index)}
              />
              {!readOnly && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove zip code ${index + 1}`}
                  onClick={() => remove(row.uid)}
                >
                  <IconX size={16} />
                </ActionIcon>
              )}
            </Group>
          );
        })}
      </SimpleGrid>
      {refused.details.length > 0 && (
        <Alert color="red" variant="light" p="xs">
          <List size="sm">
            {refused.details.map((d) => (
              <List.Item key={d}>{d}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {!readOnly && (
        <Group justify="space-between">
          <Button variant="subtle" size="compact-sm" leftSection={<IconPlus size={14} />} onClick={add}>
            Add zip code
          </Button>
          <Button onClick={save} loading={busy} disabled={!dirty}>
            Save zip codes
          </Button>
        </Group>
      )}
    </Stack>
  );
}
