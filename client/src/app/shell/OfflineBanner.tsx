import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';

export const OFFLINE_SCREEN_MESSAGE = 'You are offline. This screen needs a connection.';

/** Shown instead of an office screen while offline, so it fires no requests that cannot succeed. */
export function OfflineBanner() {
  return (
    <Alert color="orange" variant="light" icon={<IconCloudOff size={20} />} role="status">
      {OFFLINE_SCREEN_MESSAGE}
    </Alert>
  );
}
