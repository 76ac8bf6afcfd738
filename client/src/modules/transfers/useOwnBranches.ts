import { useQuery } from '@tanstack/react-query';
import { branchChoicesFor } from '../../kernel/api/branchChoices';
import { useSession } from '../../kernel/session/sessionStore';

/** The branches the user works in, by name: requests are made for these and approved by them. */
export function useOwnBranches() {
  const session = useSession();
  const all = useQuery(branchChoicesFor('Transfers', session?.Employee.Id ?? 0));
  const mine = new Set(session?.BranchIds ?? []);
  return (all.data?.Branches ?? []).filter((b) => mine.has(b.Id));
}
