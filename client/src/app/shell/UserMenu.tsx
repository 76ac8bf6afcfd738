import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconKey, IconLogout, IconLogout2 } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { signOut } from '../session/authApi';
import { useSession } from '../session/sessionStore';

export function UserMenu() {
  const session = useSession();
  const navigate = useNavigate();
  if (!session) return null;
  const { FirstName, LastName, ThumbnailImage } = session.Employee;
  const name = `${FirstName} ${LastName}`.trim();
  const initials = `${FirstName.charAt(0)}${LastName.charAt(0)}`.toUpperCase();

  return (
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
        <Menu.Item leftSection={<IconKey size={16} />} onClick={() => void navigate({ href: '/my-account' })}>
          Username and password
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void signOut(false)}>
          Sign out
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout2 size={16} />} onClick={() => void signOut(true)}>
          Sign out everywhere
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
