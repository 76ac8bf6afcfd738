import { branchChoicesFor } from '../../kernel/api/branchChoices';
import { useQuery } from '@tanstack/react-query';
import type { Account } from '@canopy/shared';
import { useSession } from '../../kernel/session/sessionStore';
import { accountLookupQuery, arboristsQuery, employeesQuery, territoriesQuery } from './queries';

export type Option = { value: string; label: string };
type Item = { Id: number; Name: string };

/** Choices, plus the stored value when the list no longer offers it, so it still shows by name. */
function options(items: Item[] | undefined, ...kept: (Item | null)[]): Option[] {
  const all = [...(items ?? [])];
  for (const k of kept) if (k && !all.some((i) => i.Id === k.Id)) all.push(k);
  return all.map((i) => ({ value: String(i.Id), label: i.Name }));
}

const lookup = accountLookupQuery;

/**
 * Every choice the account fields offer. Arborists and territories follow the chosen branch;
 * arborists and branches are limited by the user's Account claim.
 */
export function useAccountOptions(branchId: number | null, stored?: Account) {
  const me = useSession()?.Employee.Id ?? 0;
  const accountTypes = useQuery(lookup('accountTypes'));
  const clientTypes = useQuery(lookup('clientTypes'));
  const sources = useQuery(lookup('sources'));
  const sourceCodes = useQuery(lookup('sourceCodes'));
  const reasons = useQuery(lookup('inactiveReasons'));
  const branches = useQuery(branchChoicesFor('Account', me));
  const arborists = useQuery(arboristsQuery(branchId));
  const territories = useQuery(territoriesQuery);
  const employees = useQuery(employeesQuery);

  const storedArborist =
    stored?.ArboristId != null ? { Id: stored.ArboristId, Name: stored.ArboristName ?? '' } : null;
  const storedBranch = stored ? { Id: stored.BranchId, Name: stored.BranchName } : null;
  const inBranch = (territories.data ?? []).filter((t) => t.BranchId === branchId);
  const storedTerritory = (territories.data ?? []).find((t) => t.Id === stored?.SalesTerritoryId) ?? null;

  return {
    accountTypes: options(accountTypes.data),
    clientTypes: options(clientTypes.data),
    sources: options(sources.data),
    sourceCodes: options(sourceCodes.data),
    inactiveReasons: options(reasons.data),
    branches: options(branches.data?.Branches, storedBranch),
    arborists: options(arborists.data, storedArborist),
    territories: options(inBranch, stored?.BranchId === branchId ? storedTerritory : null),
    salesReps: options(employees.data, ...(stored?.Employees ?? [])),
    /** The branch of a territory, to drop a territory of another branch when the branch changes. */
    territoryBranch: (id: string | null) => territories.data?.find((t) => String(t.Id) === id)?.BranchId,
  };
}
export type AccountOptions = ReturnType<typeof useAccountOptions>;
