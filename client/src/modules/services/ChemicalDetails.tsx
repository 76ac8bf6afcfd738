import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ServiceChemical } from '@canopy/shared';
import { chemicalDetail } from './chemicalText';
import { chemicalOptionsQuery } from './queries';

export type ChemicalDetailsProps = {
  ids: number[];
  known: readonly ServiceChemical[];
};

/** The chosen chemicals with their EPA numbers and dilution, under the service's picker. */
export function ChemicalDetails({ ids, known }: ChemicalDetailsProps) {
  const options = useQuery(chemicalOptionsQuery);
  if (!ids.length) return null;
  const find = (id: number) => {
    const o = options.data?.find((c) => c.Id === id);
    if (o) return { name: o.Name, detail: chemicalDetail(o.EpaNumber, o.DilutionText) };
    const k = known.find((c) => c.ChemicalId === id);
    return k
      ? { name: k.Name, detail: chemicalDetail(k.EpaNumber, k.DilutionText) }
      : { name: `Chemical ${id}`, detail: '' };
  };
  return (
    <Stack gap={2} aria-label="Chosen chemicals">
      {ids.map((id) => {
        const c = find(id);
        return (
          <Group key={id} gap="xs" wrap="nowrap">
            <Text size="sm" fw={500}>
              {c.name}
            </Text>
            <Text size="xs" c="dimmed">
              {c.detail}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
