import { useEffect, useState } from 'react';
import { ActionIcon, Burger, Group, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSettings } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { showsSettings } from '../menu/filterMenu';
import { useClaims } from '../../kernel/session/sessionStore';
import { useReturnPages } from '../../kernel/session/returnPages';
import { BrandMark } from './BrandMark';

type DeviceTools = typeof import('./deviceTools');

/**
 * The sync status and the user menu read the device database (unsynced counts). They are fetched
 * once the first screen is on show, so the screen does not wait for the database library.
 */
function useDeviceTools(): DeviceTools | null {
  const [tools, setTools] = useState<DeviceTools | null>(null);
  useEffect(() => {
    let live = true;
    // A task of its own, after the commit that put the screen up.
    const timer = setTimeout(
      () =>
        void import('./deviceTools')
          .then((m) => live && setTools(m))
          // Without them the bar still works; the next screen asks again.
          .catch(() => undefined),
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);
  return tools;
}

export interface TopBarProps {
  menuOpened: boolean;
  onToggleMenu: () => void;
}

export function TopBar({ menuOpened, onToggleMenu }: TopBarProps) {
  const claims = useClaims();
  const compact = useMediaQuery('(max-width: 768px)');
  const clearReturnPages = useReturnPages((s) => s.clear);
  const tools = useDeviceTools();
  return (
    <Group h="100%" px="sm" justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        {compact && <Burger opened={menuOpened} onClick={onToggleMenu} size="sm" aria-label="Toggle menu" />}
        <BrandMark />
      </Group>
      <Group gap={4} wrap="nowrap">
        {tools && <tools.SyncStatusButton />}
        {showsSettings(claims) && (
          <Tooltip label="Settings">
            <ActionIcon
              component={Link}
              to="/settings"
              size="lg"
              aria-label="Settings"
              onClick={clearReturnPages}
            >
              <IconSettings size={20} stroke={1.6} />
            </ActionIcon>
          </Tooltip>
        )}
        {tools && <tools.UserMenu />}
      </Group>
    </Group>
  );
}
