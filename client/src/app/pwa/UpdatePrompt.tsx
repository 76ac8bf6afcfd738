import { Button, Group, Notification } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useRegisterSW } from 'virtual:pwa-register/react';

const HOURLY = 60 * 60 * 1000;

/**
 * Offers a new version when one was deployed. The waiting service worker takes over only when the
 * user says so, so nobody loses a half-filled form to an automatic reload.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      // Long-lived tabs (a crew's phone) otherwise only learn of updates on a fresh navigation.
      if (registration) setInterval(() => void registration.update(), HOURLY);
    },
  });

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
      onClose={() => setNeedRefresh(false)}
      role="status"
    >
      <Group justify="flex-end" mt={6}>
        <Button size="xs" onClick={() => void updateServiceWorker(true)}>
          Reload
        </Button>
      </Group>
    </Notification>
  );
}
