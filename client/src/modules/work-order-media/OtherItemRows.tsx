import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { SCOUTING_NAME_MAX } from '@canopy/shared';
import type { FindingKind, OtherLine } from './scoutingForm';

export type OtherItemRowsProps = {
  kind: FindingKind;
  lines: OtherLine[];
  onChange: (lines: OtherLine[]) => void;
};

/** Findings not in the catalogue; a line without a name is not saved. */
export function OtherItemRows({ kind, lines, onChange }: OtherItemRowsProps) {
  const set = (i: number, patch: Partial<OtherLine>) =>
    onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <Stack gap={4}>
      {lines.map((l, i) => (
        <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            aria-label={`Other ${kind.singular} ${i + 1} name`}
            placeholder={`Other ${kind.singular} name`}
            maxLength={SCOUTING_NAME_MAX}
            value={l.Name}
            onChange={(e) => set(i, { Name: e.currentTarget.value })}
          />
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            aria-label={`Other ${kind.singular} ${i + 1} scientific name`}
            placeholder="Scientific name"
            maxLength={SCOUTING_NAME_MAX}
            value={l.ScientificName}
            onChange={(e) => set(i, { ScientificName: e.currentTarget.value })}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            mt={4}
            aria-label={`Remove other ${kind.singular} ${i + 1}`}
            onClick={() => onChange(lines.filter((_, j) => j !== i))}
          >
            <IconX size={14} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconPlus size={12} />}
          onClick={() => onChange([...lines, { Name: '', ScientificName: '' }])}
        >
          Add other {kind.singular}
        </Button>
      </Group>
    </Stack>
  );
}
