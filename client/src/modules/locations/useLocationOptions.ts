import { branchChoicesFor } from '../../kernel/api/branchChoices';
import { useQuery } from '@tanstack/react-query';
import type { AccountLocation } from '@canopy/shared';
import { useSession } from '../../kernel/session/sessionStore';
import { salesRepsQuery, territoriesQuery } from './queries';

export type Option = { value: string; label: string };
type Current = Pick<
  AccountLocation,
  'BranchId' | 'BranchName' | 'SalesTerritoryId' | 'SalesTerritoryName' | 'SalesRepId' | 'SalesRepName'
>;

// The stored value always shows by name, even when it is outside today's choices.
function withCurrent(options: Option[], id: number | null | undefined, name: string | null | undefined) {
  if (id == null || options.some((o) => o.value === String(id))) return options;
  return [...options, { value: String(id), label: name ?? `#${id}` }];
}

/** The choices of the location info fields: the caller's branches, territories, the account's reps. */
export function useLocationOptions(accountId: number, current?: Current) {
  const me = useSession()?.Employee.Id ?? 0;
  const branches = useQuery(branchChoicesFor('Account', me));
  const territories = useQuery(territoriesQuery);
  const reps = useQuery({ ...salesRepsQuery(accountId), enabled: accountId > 0 });

  const branchOptions = withCurrent(
    (branches.data?.Branches ?? []).map((b) => ({ value: String(b.Id), label: b.Name })),
    current?.BranchId,
    current?.BranchName,
  );
  /** Territories of the chosen branch (a territory belongs to one branch). */
  const territoryOptions = (branchId: string | null) =>
    withCurrent(
      (territories.data ?? [])
        .filter((t) => !branchId || String(t.BranchId) === branchId)
        .map((t) => ({ value: String(t.Id), label: t.Name })),
      current?.SalesTerritoryId,
      current?.SalesTerritoryName,
    );
  const repOptions = withCurrent(
    (reps.data ?? []).map((r) => ({ value: String(r.Id), label: r.Name })),
    current?.SalesRepId,
    current?.SalesRepName,
  );
  return { branchOptions, territoryOptions, repOptions };
}
