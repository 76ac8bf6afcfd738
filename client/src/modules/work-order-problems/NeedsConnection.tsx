import { Alert } from '@mantine/core';
import { useSyncStatusStore } from '../../offline/status';
import { NEEDS_CONNECTION } from '../work-orders/needsConnection';

/**
 * Damages and equipment problems are read and reported online for now; without a connection the tab
 * says so instead of failing to load.
 */
export function NeedsConnection({ what, children }: { what: string; children: React.ReactNode }) {
  const online = useSyncStatusStore((s) => s.online);
  if (online) return <>{children}</>;
  return (
    <Alert color="gray" variant="light" title={NEEDS_CONNECTION}>
      The {what} of this work order are shown when the device is back online.
    </Alert>
  );
}
