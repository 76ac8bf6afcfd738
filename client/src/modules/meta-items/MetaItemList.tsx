import { Anchor, Badge, Button, Group, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { F, has, type MetaItemKind, type MetaItemRow } from '@canopy/shared';
import { useReturnPages } from '../../kernel/session/returnPages';
import { useClaims } from '../../kernel/session/sessionStore';
import { DataList } from '../../ui/DataList';
import type { DataListColumn } from '../../ui/dataListTypes';
import type { ListState } from '../../ui/listState';
import { addPath, infoHref, listPath, useMetaKind } from './kinds';
import { toggleMetaItemArchived } from './mutations';
import { fetchMetaItems, metaKeys } from './queries';
import { listHref, toListState, toSearch, validateMetaItemListSearch } from './search';

function columns(open: (row: MetaItemRow) => void): DataListColumn<MetaItemRow>[] {
  return [
    {
      key: 'Name',
      title: 'Name',
      // A button as well as a row click, so the item opens from the keyboard.
      render: (m) => (
        <Group gap="xs" wrap="nowrap">
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={500}
            ta="left"
            onClick={(e) => {
              e.stopPropagation();
              open(m);
            }}
          >
            {m.Name}
          </Anchor>
          {m.Archived && (
            <Badge size="xs" variant="light" color="gray">
              Archived
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'ScientificName',
      title: 'Scientific name',
      render: (m) =>
        m.ScientificName ? (
          <Text size="sm" fs="italic">
            {m.ScientificName}
          </Text>
        ) : (
          <Text span size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    { key: 'ImageCount', title: 'Images', width: 90, align: 'right' },
  ];
}

/** The list of one kind (insects, diseases …), 12 a page, with archive toggles for ScoutingInventory Full. */
export function MetaItemList() {
  const kind: MetaItemKind = useMetaKind();
  const search = validateMetaItemListSearch(useSearch({ strict: false }));
  const here = useLocation({ select: (l) => l.href });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pushReturnPage = useReturnPages((s) => s.push);
  const canEdit = has(useClaims(), 'ScoutingInventory', F);
  const state = toListState(search);

  const setState = (next: ListState) =>
    void navigate({ href: listHref(listPath(kind), toSearch(next)), replace: true });

  const open = (row: MetaItemRow) => {
    pushReturnPage(here);
    void navigate({ href: infoHref(kind, row.Id) });
  };

  const add = () => {
    pushReturnPage(here);
    void navigate({ href: addPath(kind) });
  };

  return (
    <>
      <Group justify="space-between" mb="sm">
        <Title order={1} size="h3">
          {kind.Plural}
        </Title>
        {canEdit && (
          <Button leftSection={<IconPlus size={16} />} onClick={add}>
            Add {kind.Name}
          </Button>
        )}
      </Group>
      <DataList<MetaItemRow>
        // The kind is part of the key, so switching kinds never shows the other kind's cached rows.
        key={kind.Path}
        columns={columns(open)}
        queryKey={metaKeys.list(kind)}
        fetchPage={fetchMetaItems(kind)}
        state={state}
        onStateChange={setState}
        onRowClick={open}
        archivable
        onToggleArchived={canEdit ? (row) => toggleMetaItemArchived(queryClient, kind, row.Id) : undefined}
        rowLabel={(row) => row.Name}
        searchPlaceholder={`Search ${kind.Plural.toLowerCase()}`}
        emptyText={`No ${kind.Plural.toLowerCase()} match`}
      />
    </>
  );
}
