import { useState } from 'react';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconKey, IconLogout, IconLogout2 } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useSyncStatus } from '../../offline/hooks';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { signOut } from '../../kernel/session/authApi';
import { useSession } from '../../kernel/session/sessionStore';

export const unsyncedWarning = (n: number) =>
  `You have ${n} ${n === 1 ? 'change' : 'changes'} not yet synced. They stay on this device and are sent ` +
  'the next time you sign in here; until then nobody else sees them.';

export function UserMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const { unsynced } = useSyncStatus();
  // Which sign-out waits for the user's word about unsynced changes (everywhere or not).
  const [asking, setAsking] = useState<boolean | null>(null);
  if (!session) return null;

  const leave = (everywhere: boolean) => {
    if (unsynced > 0) setAsking(everywhere);
    else void signOut(everywhere);
  };

  const { FirstName, LastName, ThumbnailImage } = session.Employee;
  const name = `${FirstName} ${LastName}`.trim();
  const initials = `${FirstName.charAt(0)}${LastName.charAt(0)}`.toUpperCase();

  return (
    <>
      <Menu position="bottom-end" width={220} withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label={`User menu for ${name}`} px={6} py={4}>
            <Group gap={8} wrap="nowrap">
              <Avatar src={ThumbnailImage || null} alt="" radius="xl" size={30} color="canopy">
                {initials}
              </Avatar>
              <Text size="sm" fw={500} visibleFrom="xs">
                {name}
              </Text>
              <IconChevronDown size={14} />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconKey size={16} />}
            onClick={() => void navigate({ href: '/my-account' })}
          >
            Username and password
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => leave(false)}>
            Sign out
          </Menu.Item>
          <Menu.Item leftSection={<IconLogout2 size={16} />} onClick={() => leave(true)}>
            Sign out everywhere
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={asking !== null}
        title="Sign out?"
        message={unsyncedWarning(unsynced)}
        confirmLabel="Sign out"
        danger
        onCancel={() => setAsking(null)}
        onConfirm={async () => {
          const everywhere = asking === true;
          setAsking(null);
          await signOut(everywhere);
        }}
      />
    </>
  );
}
