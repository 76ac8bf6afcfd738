import { ActionIcon, Burger, Group, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSettings } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { showsSettings } from '../menu/filterMenu';
import { useClaims } from '../../kernel/session/sessionStore';
import { useReturnPages } from '../../kernel/session/returnPages';
import { BrandMark } from './BrandMark';
import { SyncStatusButton } from './SyncStatusButton';
import { UserMenu } from './UserMenu';

export interface TopBarProps {
  menuOpened: boolean;
  onToggleMenu: () => void;
}

export function TopBar({ menuOpened, onToggleMenu }: TopBarProps) {
  const claims = useClaims();
  const compact = useMediaQuery('(max-width: 768px)');
  const clearReturnPages = useReturnPages((s) => s.clear);
  return (
    <Group h="100%" px="sm" justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        {compact && <Burger opened={menuOpened} onClick={onToggleMenu} size="sm" aria-label="Toggle menu" />}
        <BrandMark />
      </Group>
      <Group gap={4} wrap="nowrap">
        <SyncStatusButton />
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
        <UserMenu />
      </Group>
    </Group>
  );
}
