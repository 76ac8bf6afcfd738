import {
  Anchor,
  Badge,
  Button,
  Group,
  Indicator,
  Loader,
  Popover,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconCloudCheck, IconCloudOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { format, isToday } from 'date-fns';
import { requestSync } from '../../offline/context';
import { useSyncStatus } from '../../offline/hooks';
import { pullProgressShort, pullProgressText } from '../../offline/status';

export function formatBytes(n: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = n;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} ${units[0]}` : `${value.toFixed(1)} ${units[unit]}`;
}

export function formatSyncedAt(iso: string | null): string {
  if (!iso) return 'Never';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return 'Never';
  return isToday(at) ? format(at, 'h:mm a') : format(at, 'M/d/yyyy h:mm a');
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The top bar's sync state: online or not, what waits to be sent, and a way to sync now. */
export function SyncStatusButton() {
  const s = useSyncStatus();
  const failed = s.lastError !== null;
  // A long pull (a first sync) says how far it has come; a quick round only spins.
  const progress = s.syncing && s.pull ? s.pull : null;
  const label = [
    s.online ? 'Online' : 'Offline',
    s.unsynced ? `${s.unsynced} unsynced` : null,
    progress ? pullProgressText(progress) : s.syncing ? 'syncing' : null,
    failed ? 'last sync failed' : null,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <Popover position="bottom-end" width={290} withinPortal shadow="md">
      <Popover.Target>
        <UnstyledButton aria-label={`Sync status: ${label}`} px={6} py={4}>
          <Group gap={6} wrap="nowrap">
            <Indicator color="red" size={8} disabled={!failed} offset={2}>
              {s.syncing ? (
                <Loader size={18} aria-hidden />
              ) : s.online ? (
                <IconCloudCheck size={20} stroke={1.6} aria-hidden />
              ) : (
                <IconCloudOff size={20} stroke={1.6} color="var(--mantine-color-orange-7)" aria-hidden />
              )}
            </Indicator>
            {progress && (
              <>
                <Text size="xs" c="dimmed" hiddenFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                  {pullProgressShort(progress)}
                </Text>
                <Text size="xs" c="dimmed" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                  {pullProgressText(progress)}
                </Text>
              </>
            )}
            {!s.online && (
              <Text size="sm" c="orange.8" fw={500}>
                Offline
              </Text>
            )}
            {s.unsynced > 0 && (
              <Badge size="sm" variant="light" color="orange">
                {s.unsynced} unsynced
              </Badge>
            )}
            {s.lastSyncedAt && !progress && (
              <Text size="xs" c="dimmed" visibleFrom="sm">
                Synced {formatSyncedAt(s.lastSyncedAt)}
              </Text>
            )}
          </Group>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          <Text fw={600}>{s.online ? 'Online' : 'Offline'}</Text>
          <Text size="sm">
            {s.unsynced
              ? `${plural(s.unsynced, 'change', 'changes')} not yet synced`
              : 'Everything is synced'}
          </Text>
          {progress && <Text size="sm">{pullProgressText(progress)}</Text>}
          <Text size="sm">Last synced: {formatSyncedAt(s.lastSyncedAt)}</Text>
          {failed && (
            <Text size="sm" c="red">
              Last sync failed: {s.lastError}
            </Text>
          )}
          {s.halted && <Text size="sm">Sign in again to sync.</Text>}
          {s.storage && (
            <Text size="sm">
              Storage used: {formatBytes(s.storage.usage)} of {formatBytes(s.storage.quota)}
            </Text>
          )}
          {s.reviews > 0 && (
            <Anchor component={Link} to="/sync/review" size="sm">
              {plural(s.reviews, 'record needs', 'records need')} your review
            </Anchor>
          )}
          <Button
            size="xs"
            mt={4}
            onClick={() => requestSync({ now: true })}
            disabled={!s.online || s.halted}
            loading={s.syncing}
          >
            Sync now
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
