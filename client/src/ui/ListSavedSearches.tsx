import { useMemo } from 'react';
import { useSession } from '../kernel/session/sessionStore';
import { SavedSearches } from './SavedSearches';
import { savedSearchAdapter } from './savedSearches';

export type ListSavedSearchesProps<F> = {
  /** Which list the searches belong to (a SearchTypes id). */
  searchTypeId: number;
  /** The list's current filters: what "Save search" stores. */
  filters: F;
  /** Applies a saved search's filters to the list. */
  onApply: (filters: F) => void;
};

/**
 * The saved searches of a list screen, bound to the signed-in employee: every list that keeps
 * searches mounts this one piece with its own search type and filters.
 */
export function ListSavedSearches<F>({ searchTypeId, filters, onApply }: ListSavedSearchesProps<F>) {
  const employeeId = useSession()?.Employee.Id ?? 0;
  const adapter = useMemo(() => savedSearchAdapter(employeeId, searchTypeId), [employeeId, searchTypeId]);
  return (
    <SavedSearches<F>
      adapter={adapter}
      employeeId={employeeId}
      searchTypeId={searchTypeId}
      filters={filters}
      onApply={onApply}
    />
  );
}
