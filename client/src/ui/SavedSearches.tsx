import { useState } from 'react';
import { ActionIcon, Button, Group, Select, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Messages, type SavedSearch } from '@canopy/shared';
import { ConfirmDialog } from './ConfirmDialog';
import { SaveSearchDialog } from './SaveSearchDialog';
import { notifyError, notifySuccess } from './notify';

/** The saved-search calls, bound by the caller to the signed-in employee and the search type. */
export type SavedSearchAdapter = {
  list: () => Promise<SavedSearch[]>;
  create: (search: SavedSearch) => Promise<SavedSearch>;
  update: (search: SavedSearch) => Promise<SavedSearch>;
  remove: (id: number) => Promise<unknown>;
};

export type SavedSearchesProps<F> = {
  adapter: SavedSearchAdapter;
  employeeId: number;
  searchTypeId: number;
  /** The list's current filters: what "Save search" stores. */
  filters: F;
  /** Applies a saved search's filters to the list. */
  onApply: (filters: F) => void;
};

export function SavedSearches<F>({
  adapter,
  employeeId,
  searchTypeId,
  filters,
  onApply,
}: SavedSearchesProps<F>) {
  const queryClient = useQueryClient();
  const queryKey = ['savedSearches', employeeId, searchTypeId];
  const searches = useQuery({
    queryKey,
    retry: false,
    queryFn: async () => {
      try {
        return await adapter.list();
      } catch (error) {
        notifyError(Messages.SearchesLoadFailed);
        throw error;
      }
    },
  });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const selected = searches.data?.find((s) => s.Id === selectedId) ?? null;

  function apply(id: string | null) {
    const search = searches.data?.find((s) => String(s.Id) === id) ?? null;
    setSelectedId(search?.Id ?? null);
    if (!search) return;
    try {
      onApply(JSON.parse(search.Filters) as F);
    } catch {
      notifyError(Messages.SearchesLoadFailed);
    }
  }

  async function save(write: () => Promise<SavedSearch>) {
    try {
      const saved = await write();
      notifySuccess(Messages.SearchSaved);
      setSelectedId(saved.Id);
      setSaving(false);
      await queryClient.invalidateQueries({ queryKey });
    } catch {
      notifyError(Messages.SearchSaveFailed);
    }
  }

  const json = () => JSON.stringify(filters);
  const create = (Name: string) =>
    save(() =>
      adapter.create({ Id: 0, Name, EmployeeId: employeeId, SearchTypeId: searchTypeId, Filters: json() }),
    );
  const update = (Name: string) => save(() => adapter.update({ ...selected!, Name, Filters: json() }));

  async function remove() {
    try {
      await adapter.remove(selected!.Id);
      notifySuccess(Messages.SearchDeleted);
      setSelectedId(null);
      await queryClient.invalidateQueries({ queryKey });
    } catch {
      notifyError(Messages.SearchDeleteFailed);
    }
    setDeleting(false);
  }

  return (
    <Group align="flex-end" gap="xs">
      <Select
        label="Saved searches"
        placeholder="Select a saved search"
        clearable
        data={(searches.data ?? []).map((s) => ({ value: String(s.Id), label: s.Name }))}
        value={selectedId === null ? null : String(selectedId)}
        onChange={apply}
      />
      <Button variant="light" onClick={() => setSaving(true)}>
        Save search
      </Button>
      <Tooltip label="Delete search">
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label="Delete search"
          disabled={!selected}
          onClick={() => setDeleting(true)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
      {saving && (
        <SaveSearchDialog
          opened
          selectedName={selected?.Name ?? null}
          onCreate={create}
          onUpdate={update}
          onClose={() => setSaving(false)}
        />
      )}
      <ConfirmDialog
        opened={deleting}
        title="Delete search"
        message={`Delete '${selected?.Name ?? ''}'?`}
        confirmLabel="Delete"
        danger
        onConfirm={remove}
        onCancel={() => setDeleting(false)}
      />
    </Group>
  );
}
