import { useState } from 'react';
import { Select } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  EquipmentProblemStatusList,
  WorkOrderProblemMessages as M,
  type EquipmentProblem,
} from '@canopy/shared';
import { failureMessage } from '../../ui/apiErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { saveProblem } from './mutations';

export type ProblemStatusSelectProps = { problem: EquipmentProblem; disabled?: boolean };

const data = EquipmentProblemStatusList.map((s) => ({ value: String(s.Id), label: s.Name }));

/**
 * The status, changed in place. Until the save answers the choice shows; a refused save shows the
 * stored status again (the list is read again either way).
 */
export function ProblemStatusSelect({ problem, disabled }: ProblemStatusSelectProps) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);

  async function change(value: string | null) {
    if (!value || Number(value) === problem.StatusId) return;
    setPending(value);
    try {
      await saveProblem(queryClient, { Id: problem.Id, Version: problem.Version, StatusId: Number(value) });
      notifySuccess(M.ProblemSaved);
    } catch (error) {
      notifyError(failureMessage(error, M.UpdatingProblemFailed));
    } finally {
      setPending(null);
    }
  }

  return (
    <Select
      aria-label={`Status of problem ${problem.Id}`}
      data={data}
      value={pending ?? String(problem.StatusId)}
      onChange={(v) => void change(v)}
      disabled={disabled || problem.Archived || pending !== null}
      allowDeselect={false}
      size="xs"
      w={130}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
