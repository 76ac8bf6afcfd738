import { Alert, Button, Center, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettingsItem } from '../../ui/settingsRows';
import { SettingsListEditor } from '../../ui/SettingsListEditor';
import { saveWholeList, wholeListQuery, type WholeListPath } from './queries';

export type WholeListEditorProps = {
  path: WholeListPath;
  /** Plural name used in messages, e.g. 'Size Units of Measure'. */
  listName: string;
};

/** A settings list saved whole: blank names are dropped, items in use cannot be removed. */
export function WholeListEditor({ path, listName }: WholeListEditorProps) {
  const queryClient = useQueryClient();
  const query = useQuery(wholeListQuery(path));

  async function save(items: SettingsItem[]) {
    const saved = await saveWholeList(
      path,
      items.map(({ Id, Name }) => ({ Id, Name })),
    );
    queryClient.setQueryData(wholeListQuery(path).queryKey, saved);
    return saved;
  }

  if (query.isError && !query.data) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={`${listName} could not be loaded`}>
        <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label={`Loading ${listName}`} />
      </Center>
    );
  }
  return <SettingsListEditor listName={listName} items={query.data} onSave={save} />;
}
