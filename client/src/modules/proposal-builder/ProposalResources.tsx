import { useState } from 'react';
import { MultiSelect, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Builder } from '@canopy/shared';
import { equipmentQuery } from './queries';

export type ProposalResourcesProps = {
  builder: Builder;
  editing: boolean;
  onCrew: (crew: number) => void;
  onEquipment: (equipmentIds: number[]) => void;
};

/** The crew size and equipment the proposal's work needs as a whole. */
export function ProposalResources({ builder: b, editing, onCrew, onEquipment }: ProposalResourcesProps) {
  const equipment = useQuery({ ...equipmentQuery, enabled: editing });
  const [crew, setCrew] = useState<number | string>(b.Crew ?? '');
  if (!editing)
    return b.Crew === null && b.Equipment.length === 0 ? null : (
      <Text size="sm" c="dimmed">
        {[b.Crew !== null ? `Crew of ${b.Crew}` : '', b.Equipment.map((e) => e.Name).join(', ')]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    );
  return (
    <Paper withBorder p="sm" radius="md" aria-label="Crew and equipment">
      <Stack gap="xs">
        <NumberInput
          size="xs"
          label="Crew"
          value={crew}
          min={0}
          max={100}
          allowDecimal={false}
          onChange={setCrew}
          onBlur={() => crew !== '' && Number(crew) !== b.Crew && onCrew(Number(crew))}
        />
        <MultiSelect
          size="xs"
          label="Equipment"
          data={(equipment.data ?? []).map((e) => ({ value: String(e.Id), label: e.Name }))}
          value={b.Equipment.map((e) => String(e.EquipmentId))}
          onChange={(v) => onEquipment(v.map(Number))}
          searchable
        />
      </Stack>
    </Paper>
  );
}
