import { Button, Group, Notification } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { newVersion } from './serviceWorker';

/** The offer itself: the new version's reload, or not now. */
export function UpdateNotice() {
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
