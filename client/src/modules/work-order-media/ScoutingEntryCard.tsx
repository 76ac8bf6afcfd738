import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconPencil } from '@tabler/icons-react';
import type { ScoutingEntry } from '@canopy/shared';
import { SyncMark } from '../service-items';
import { kindsFor } from './scoutingForm';

type Named = { Id: number; Name: string; ScientificName: string | null };

function Names({ items }: { items: Named[] }) {
  return (
    <>
      {items.map((f, i) => (
        <span key={`${f.Id}-${f.Name}`}>
          {i > 0 && ', '}
          {f.Name}
          {f.ScientificName && (
            <>
              {' '}
              (<em>{f.ScientificName}</em>)
            </>
          )}
        </span>
      ))}
    </>
  );
}

export type ScoutingEntryCardProps = {
  entry: ScoutingEntry;
  /** Whether the entry's changes wait to be sent, or for the user's review. */
  sync?: { pending: boolean; review: boolean };
  weedTypesAllowed: boolean;
  onEdit?: () => void;
  onToggleArchived?: () => void;
};

/** One inventory item's findings, each kind on its own line with the other items after it. */
export function ScoutingEntryCard({
  entry,
  sync,
  weedTypesAllowed,
  onEdit,
  onToggleArchived,
}: ScoutingEntryCardProps) {
  const item = entry.ServiceItem;
  const kinds = kindsFor(weedTypesAllowed).filter((k) => entry[k.field].length || entry[k.other].length);
  return (
    <Paper withBorder p="sm" role="listitem" aria-label={item.Name} opacity={entry.Archived ? 0.7 : 1}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start">
          <div>
            <Group gap="xs">
              <Text fw={600}>{item.Name}</Text>
              {entry.Archived && (
                <Badge size="xs" color="gray">
                  Archived
                </Badge>
              )}
              {sync && <SyncMark pending={sync.pending} review={sync.review} />}
            </Group>
            <Text size="xs" c="dimmed">
              {item.ScientificName && <em>{item.ScientificName}</em>}
              {[item.SizeName, item.LocationName].filter(Boolean).map((t) => ` · ${t}`)}
            </Text>
          </div>
          <Group gap="xs">
            {onEdit && !entry.Archived && (
              <Button
                size="compact-xs"
                variant="subtle"
                leftSection={<IconPencil size={12} />}
                onClick={onEdit}
              >
                Edit
              </Button>
            )}
            {onToggleArchived && (
              <Button
                size="compact-xs"
                variant="subtle"
                color={entry.Archived ? undefined : 'red'}
                leftSection={entry.Archived ? <IconArchiveOff size={12} /> : <IconArchive size={12} />}
                onClick={onToggleArchived}
              >
                {entry.Archived ? 'Restore' : 'Archive'}
              </Button>
            )}
          </Group>
        </Group>
        {kinds.length === 0 && (
          <Text size="sm" c="dimmed">
            Nothing found.
          </Text>
        )}
        {kinds.map((k) => (
          <Text size="sm" key={k.field}>
            <Text span fw={500}>
              {k.label}:
            </Text>{' '}
            <Names items={[...entry[k.field], ...entry[k.other]]} />
          </Text>
        ))}
        {entry.Notes && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {entry.Notes}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
