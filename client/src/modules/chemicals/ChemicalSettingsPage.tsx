import { Group, SimpleGrid, Text, Title } from '@mantine/core';
import { BackButton } from '../../ui/BackButton';
import { ChemicalSettingsList } from './ChemicalSettingsList';
import { CHEMICAL_LISTS } from './queries';

/** The lists a chemical picks from: application methods, units and carriers. */
export function ChemicalSettingsPage() {
  return (
    <>
      <Group gap="xs" mb={4}>
        <BackButton fallback="/chemicals/" />
        <Title order={1} size="h3">
          Chemical Settings
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        Enter on the last row adds a row; blank rows are dropped when saving. Items a chemical uses cannot be
        removed.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }} maw={1100}>
        {CHEMICAL_LISTS.map((list) => (
          <ChemicalSettingsList key={list.Key} list={list} />
        ))}
      </SimpleGrid>
    </>
  );
}
