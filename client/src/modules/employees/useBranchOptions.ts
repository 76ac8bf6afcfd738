import { branchChoicesFor } from '../../kernel/api/branchChoices';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../kernel/session/sessionStore';

type Option = { value: string; label: string };

/**
 * Branches the signed-in user may assign, plus the ones the employee already has (which may be
 * outside that reach or inactive), so the current values always show by name.
 */
export function useBranchOptions(current: { BranchId: number; BranchName: string }[] = []) {
  const myId = useSession()?.Employee.Id ?? 0;
  const choices = useQuery(branchChoicesFor('Employee', myId));
  const options: Option[] = (choices.data?.Branches ?? []).map((b) => ({
    value: String(b.Id),
    label: b.Name,
  }));
  for (const b of current) {
    if (!options.some((o) => o.value === String(b.BranchId)))
      options.push({ value: String(b.BranchId), label: b.BranchName });
  }
  options.sort((a, b) => a.label.localeCompare(b.label));
  return { options, names: new Map(options.map((o) => [o.value, o.label])), isLoading: choices.isPending };
}
