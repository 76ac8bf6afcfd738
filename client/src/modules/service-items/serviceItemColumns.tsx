import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { ServiceItem } from '@canopy/shared';
import type { DataListColumn } from '../../ui/dataListTypes';
import type { ItemRow } from './serviceItemLocal';
import { SyncMark } from './SyncMark';

const NOTES_EXCERPT = 80;

const dash = (v: string | null) =>
  v || (
    <Text span c="dimmed" size="sm">
      —
    </Text>
  );

export const excerpt = (text: string | null) => {
  const t = (text ?? '').replace(/\s+/g, ' ').trim();
  return t.length > NOTES_EXCERPT ? `${t.slice(0, NOTES_EXCERPT - 1).trimEnd()}…` : t;
};

/** The type's name, or the kind of plant with its scientific name in italics. */
export function ItemName({ item }: { item: ServiceItem }) {
  if (!item.OtherServiceItemTypeId) return <>{item.TypeName ?? item.Name}</>;
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <span>
        {item.Name}
        {item.ScientificName && (
          <>
            {' '}
            <Text span size="sm" fs="italic" c="dimmed">
              {item.ScientificName}
            </Text>
          </>
        )}
      </span>
      <Badge size="xs" variant="outline" color="gray">
        Other
      </Badge>
    </Group>
  );
}

const mapLink = (item: ServiceItem) =>
  `https://www.google.com/maps/search/?api=1&query=${item.Latitude},${item.Longitude}`;

export function serviceItemColumns(open: (item: ItemRow) => void): DataListColumn<ItemRow>[] {
  return [
    {
      key: 'Name',
      title: 'Type',
      // A button as well as a row click, so an item opens from the keyboard.
      render: (i) => (
        <Group gap={6} wrap="nowrap">
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="left"
            c="inherit"
            onClick={(e) => {
              e.stopPropagation();
              open(i);
            }}
          >
            <ItemName item={i} />
          </Anchor>
          <SyncMark pending={i.pending} review={i.review} />
        </Group>
      ),
    },
    { key: 'SizeName', title: 'Size', render: (i) => dash(i.SizeName) },
    { key: 'LocationName', title: 'Item location', render: (i) => dash(i.LocationName) },
    { key: 'ConditionName', title: 'Condition', render: (i) => dash(i.ConditionName) },
    {
      key: 'Coordinates',
      title: 'Coordinates',
      render: (i) =>
        i.Coordinates ? (
          <Anchor
            href={mapLink(i)}
            target="_blank"
            rel="noreferrer"
            size="sm"
            onClick={(e) => e.stopPropagation()}
          >
            {i.Coordinates}
          </Anchor>
        ) : (
          dash(null)
        ),
    },
    {
      key: 'Notes',
      title: 'Notes',
      render: (i) =>
        i.Notes ? (
          <Text size="sm" title={i.Notes}>
            {excerpt(i.Notes)}
          </Text>
        ) : (
          dash(null)
        ),
    },
  ];
}
