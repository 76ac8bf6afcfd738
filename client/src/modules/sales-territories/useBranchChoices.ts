import { branchChoicesFor } from '../../kernel/api/branchChoices';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../kernel/session/sessionStore';

/** The branches offered on territory screens (scoped by the server to the user's claims). */
export function useBranchChoices() {
  const employeeId = useSession()?.Employee.Id ?? 0;
  const choices = useQuery({ ...branchChoicesFor('SalesTerritories', employeeId), enabled: employeeId > 0 });
  return {
    branches: choices.data?.Branches ?? [],
    allBranchesOption: choices.data?.AllBranchesOption ?? false,
    isPending: choices.isPending,
    isError: choices.isError,
  };
}
