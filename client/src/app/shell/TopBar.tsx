import { ActionIcon, Burger, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSettings } from '@tabler/icons-react';
import { Link, useRouter } from '@tanstack/react-router';
import { showsSettings } from '../menu/filterMenu';
import { useClaims } from '../../kernel/session/sessionStore';
import { useReturnPages } from '../../kernel/session/returnPages';
import { BrandMark } from './BrandMark';
import { useAfterScreenShown } from './afterScreenShown';

const loadDeviceTools = () => import('./deviceTools');

export interface TopBarProps {
  menuOpened: boolean;
  onToggleMenu: () => void;
}

export function TopBar({ menuOpened, onToggleMenu }: TopBarProps) {
  const claims = useClaims();
  const compact = useMediaQuery('(max-width: 768px)');
  const clearReturnPages = useReturnPages((s) => s.clear);
  // The sync status and the user menu read the device database (unsynced counts): the screen does
  // not wait for the database library, nor for the popups' positioning library.
  const tools = useAfterScreenShown(useRouter(), loadDeviceTools);
  const settings = showsSettings(claims) && (
    <ActionIcon component={Link} to="/settings" size="lg" aria-label="Settings" onClick={clearReturnPages}>
      <IconSettings size={20} stroke={1.6} />
    </ActionIcon>
  );
  return (
    <Group h="100%" px="sm" justify="space-between" wrap="nowrap">
      {/* On a phone the status, settings and user menu keep their room (offline with unsynced work
          they fill most of it); the name beside the mark gives way first. */}
      <Group gap="xs" wrap="nowrap" miw={0}>
        {compact && <Burger opened={menuOpened} onClick={onToggleMenu} size="sm" aria-label="Toggle menu" />}
        <BrandMark />
      </Group>
      <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
        {tools && <tools.SyncStatusButton />}
        {settings && tools ? <tools.Tooltip label="Settings">{settings}</tools.Tooltip> : settings}
        {tools && <tools.UserMenu />}
      </Group>
    </Group>
  );
}
