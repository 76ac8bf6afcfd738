import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QueryState } from '../../ui/QueryState';
import type { SettingsItem } from '../../ui/settingsRows';
import { SettingsListEditor } from '../../ui/SettingsListEditor';
import { saveWholeList } from './mutations';
import { wholeListQuery, type WholeListPath } from './queries';

export type WholeListEditorProps = {
  path: WholeListPath;
  /** Plural name used in messages, e.g. 'Size Units of Measure'. */
  listName: string;
};

/** A settings list saved whole: blank names are dropped, items in use cannot be removed. */
export function WholeListEditor({ path, listName }: WholeListEditorProps) {
  const queryClient = useQueryClient();
  const query = useQuery(wholeListQuery(path));

  const save = (items: SettingsItem[]) =>
    saveWholeList(
      queryClient,
      path,
      items.map(({ Id, Name }) => ({ Id, Name })),
    );

  return (
    <QueryState
      query={query}
      keepDataOnError
      errorTitle={`${listName} could not be loaded`}
      errorText={null}
      retryLabel="Try again"
      loadingLabel={`Loading ${listName}`}
    >
      {(items) => <SettingsListEditor listName={listName} items={items} onSave={save} />}
    </QueryState>
  );
}
