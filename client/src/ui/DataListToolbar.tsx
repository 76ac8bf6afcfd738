import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Collapse, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilter, IconPlus, IconSearch } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { PHONE_QUERY } from './DataListTable';
import { useSyncedText } from './inputs/useSyncedText';

export type DataListToolbarProps = {
  query: string;
  /** Called with the trimmed text once typing pauses. */
  onQuery: (query: string) => void;
  searchDelay: number;
  searchPlaceholder: string;
  /** Shows the include-archived switch. */
  archivable: boolean;
  includeArchived: boolean;
  onIncludeArchived: (include: boolean) => void;
  total: number | null;
  addLabel?: string;
  onAdd?: () => void;
  /** The Columns menu, beside the count. */
  columnsMenu?: ReactNode;
  children?: ReactNode;
};

const same = (q: string) => q;
/** The height of a default-size input, so a switch or a count lines up with the search box. */
const INPUT_HEIGHT = 36;

export function DataListToolbar(props: DataListToolbarProps) {
  const { query, onQuery, searchDelay, total } = props;
  const { text, setText, emitted } = useSyncedText(query, same, same);
  // The parent passes new callbacks each render; re-arming the timer for that would let a busy
  // list postpone the search indefinitely.
  const latest = useRef({ onQuery, emitted });
  // Lists outside a router (component tests) have no location to leave.
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  useEffect(() => {
    latest.current = { onQuery, emitted };
  });

  // Each keystroke would be a server search; wait for a pause in typing.
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === query) return;
    const here = () => router?.latestLocation.pathname.replace(/\/+$/, '');
    const typedOn = here();
    const timer = setTimeout(() => {
      // A row opened meanwhile has moved the app on while its page loads and this list still shows:
      // the list's search would navigate back to it.
      if (here() !== typedOn) return;
      // Keep the text as typed: 'oak ' must not lose its space when 'oak' comes back as the query.
      latest.current.emitted(trimmed, text);
      latest.current.onQuery(trimmed);
    }, searchDelay);
    return () => clearTimeout(timer);
  }, [text, query, searchDelay, router]);

  // On a phone the filters fold away behind one button, so the rows start near the top.
  const phone = useMediaQuery(PHONE_QUERY) === true;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const archived = props.archivable && (
    <Switch
      label="Include archived"
      checked={props.includeArchived}
      onChange={(e) => props.onIncludeArchived(e.currentTarget.checked)}
    />
  );
  const filters = (props.children || archived) && (
    <>
      {props.children}
      {archived}
    </>
  );

  const search = (
    <TextInput
      aria-label="Search"
      placeholder={props.searchPlaceholder}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      style={{ flex: phone ? 1 : undefined }}
    />
  );
  const trailing = (
    <Group gap="xs" h={phone ? undefined : INPUT_HEIGHT} ml="auto" wrap="nowrap">
      {total !== null && (
        <Text size="sm" c="dimmed" aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
          {total === 1 ? '1 result' : `${total} results`}
        </Text>
      )}
      {!phone && props.columnsMenu}
      {props.onAdd && (
        <Button leftSection={<IconPlus size={16} />} onClick={props.onAdd}>
          {props.addLabel ?? 'Add'}
        </Button>
      )}
    </Group>
  );

  if (!phone)
    // One flow of search, filters and the list's own buttons: it wraps only when it must, so the
    // rows start high on the screen.
    return (
      <Group align="flex-end" gap="xs">
        {search}
        {props.children}
        {archived && <Group h={INPUT_HEIGHT}>{archived}</Group>}
        {trailing}
      </Group>
    );

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end" style={{ flex: 1 }}>
          {search}
          {filters && (
            <Button
              variant="default"
              leftSection={<IconFilter size={16} />}
              aria-expanded={filtersOpen}
              onClick={() => setFiltersOpen((o) => !o)}
            >
              Filters
            </Button>
          )}
        </Group>
        {trailing}
      </Group>
      {filters && (
        <Collapse expanded={filtersOpen}>
          <Group gap="xs" align="flex-end">
            {filters}
          </Group>
        </Collapse>
      )}
    </Stack>
  );
}
