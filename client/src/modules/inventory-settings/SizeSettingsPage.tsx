import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { InventorySettingsHeader } from './InventorySettingsHeader';
import { WholeListEditor } from './WholeListEditor';

/** The units item sizes are measured in, and the conditions an inventory item can be in. */
export function SizeSettingsPage() {
  return (
    <>
      <InventorySettingsHeader title="Units of Measure and Conditions" />
      <Text size="sm" c="dimmed" mb="sm">
        Enter on the last row adds a row; blank rows are dropped when saving. Items in use cannot be removed.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} maw={1000}>
        <Paper withBorder p="sm">
          <Title order={2} size="h5" mb="xs">
            Size Units of Measure
          </Title>
          <WholeListEditor path="sizeunitsofmeasure" listName="Size Units of Measure" />
        </Paper>
        <Paper withBorder p="sm">
          <Title order={2} size="h5" mb="xs">
            Conditions
          </Title>
          <WholeListEditor path="conditions" listName="Conditions" />
        </Paper>
      </SimpleGrid>
    </>
  );
}
