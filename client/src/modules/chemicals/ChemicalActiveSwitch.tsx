import { useState } from 'react';
import { Box, Switch } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ChemicalRow } from '@canopy/shared';
import { confirm } from '../../ui/confirm';
import { failureMessage } from '../../ui/apiErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { ChemicalMessages } from './messages';
import { toggleChemicalActive } from './mutations';

export type ChemicalActiveSwitchProps = { row: ChemicalRow };

/**
 * Active <-> Inactive from the list (a pending chemical turned off becomes inactive). Asked first:
 * an inactive chemical drops out of every picker.
 */
export function ChemicalActiveSwitch({ row }: ChemicalActiveSwitchProps) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const verb = row.Active ? 'Deactivate' : 'Activate';

  async function toggle() {
    const ok = await confirm({
      title: `${verb} chemical`,
      message: row.Active
        ? `Deactivate '${row.Name}'? It will no longer be offered on services and work orders.`
        : `Activate '${row.Name}'?`,
      confirmLabel: verb,
      danger: row.Active,
    });
    if (!ok) return;
    setBusy(true);
    try {
      await toggleChemicalActive(queryClient, row.Id);
      notifySuccess(ChemicalMessages.Updated);
    } catch (error) {
      notifyError(failureMessage(error, ChemicalMessages.UpdateFailed));
    } finally {
      setBusy(false);
    }
  }

  // The row opens the chemical on click; a click on the switch (its label or track) must not.
  return (
    <Box onClick={(e) => e.stopPropagation()}>
      <Switch
        size="sm"
        checked={row.Active}
        disabled={busy}
        aria-label={`Active: ${row.Name}`}
        onChange={() => void toggle()}
      />
    </Box>
  );
}
