import { Button, Group, Notification } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { newVersion } from './serviceWorker';

/**
 * Offers a new version when one was deployed. The waiting service worker takes over only when the
 * user says so, so nobody loses a half-filled form to an automatic reload.
 */
export function UpdatePrompt() {
  const needRefresh = useSyncExternalStore(newVersion.subscribe, newVersion.waiting);

  if (!needRefresh) return null;
  return (
    <Notification
      pos="fixed"
      bottom={16}
      right={16}
      maw={380}
      style={{ zIndex: 1000 }}
      icon={<IconRefresh size={18} />}
      title="A new version is available"
      onClose={newVersion.dismiss}
      role="status"
    >
      <Group justify="flex-end" mt={6}>
        <Button size="xs" onClick={() => void newVersion.take()}>
          Reload
        </Button>
      </Group>
    </Notification>
  );
}
