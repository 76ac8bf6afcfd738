import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { INVENTORY_NAME_MAX, SCIENTIFIC_NAME_MAX, type OtherItemType } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { failureMessage } from '../../ui/apiErrors';
import { notifyError } from '../../ui/notify';
import { ServiceItemMessages as M } from './messages';
import { addOtherItemType } from './mutations';

export type OtherItemTypeAddProps = {
  accountLocationId: number;
  /** No kind is recorded for the location yet: there is nothing to go back to. */
  firstOne: boolean;
  onAdded: (added: OtherItemType) => void;
  onCancel?: () => void;
  /** The item form's complaint that no kind is chosen yet. */
  formError?: ReactNode;
};

type Errors = { Name?: string; ScientificName?: string };

/**
 * Records a kind of plant the catalogue does not list, for this location only. It sits inside the
 * item form, so Enter adds the kind instead of saving the item.
 */
export function OtherItemTypeAdd(props: OtherItemTypeAddProps) {
  const { accountLocationId, firstOne, onAdded, onCancel, formError } = props;
  const [name, setName] = useState('');
  const [scientific, setScientific] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function add() {
    if (!name.trim()) return setErrors({ Name: M.OtherNameRequired });
    setBusy(true);
    try {
      const added = await addOtherItemType({
        Name: name.trim(),
        ScientificName: scientific.trim() || null,
        AccountLocationId: accountLocationId,
      });
      onAdded(added);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setErrors({ Name: fields.Name?.[0], ScientificName: fields.ScientificName?.[0] });
      if (!fields.Name && !fields.ScientificName) notifyError(failureMessage(error, M.OtherTypeAddFailed));
    } finally {
      setBusy(false);
    }
  }

  const enterAdds = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void add();
  };

  return (
    <Paper withBorder p="xs" bg="var(--mantine-color-gray-light)">
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {firstOne ? 'Kind of plant (first one at this location)' : 'New kind of plant'}
        </Text>
        <SimpleGrid cols={2} spacing="xs">
          <TextInput
            label="Plant name"
            withAsterisk
            size="xs"
            maxLength={INVENTORY_NAME_MAX}
            value={name}
            error={errors.Name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setErrors({});
            }}
            onKeyDown={enterAdds}
          />
          <TextInput
            label="Scientific name"
            size="xs"
            maxLength={SCIENTIFIC_NAME_MAX}
            styles={{ input: { fontStyle: 'italic' } }}
            value={scientific}
            error={errors.ScientificName}
            onChange={(e) => setScientific(e.currentTarget.value)}
            onKeyDown={enterAdds}
          />
        </SimpleGrid>
        {formError && (
          <Text size="xs" c="red">
            {formError}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          {onCancel && (
            <Button size="xs" variant="default" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          )}
          <Button size="xs" variant="light" onClick={() => void add()} loading={busy}>
            Add kind
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
