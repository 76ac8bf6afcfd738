import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowsTransferUp, IconFileDescription, IconTrees } from '@tabler/icons-react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { F, formatZip, has, LocationStatuses, locationLabel, P, type AccountLocation } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { useReturnPages } from '../../kernel/session/returnPages';
import { BackButton } from '../../ui/BackButton';
import { HrefLink } from './HrefLink';
import { statusName } from './locationValues';

export interface LocationHeaderProps {
  location: AccountLocation;
  canEdit: boolean;
  onTransfer: () => void;
}

const STATUS_COLORS: Record<number, string> = {
  [LocationStatuses.Active]: 'green',
  [LocationStatuses.Inactive]: 'gray',
  [LocationStatuses.Transferred]: 'orange',
};

export const accountHref = (accountId: number) => `/accounts/info?id=${accountId}`;

/** The customer inventory of the location (service item list by location). */
export function inventoryHref(l: AccountLocation): string {
  const search = new URLSearchParams({
    accountLocationID: String(l.Id),
    accName: l.AccountName,
    locName: locationLabel(l.Name, l.Address),
  });
  return `/serviceitem/?${search.toString()}`;
}

/** Account (a link back to it), location name and status, address; inventory and transfer. */
export function LocationHeader({ location: l, canEdit, onTransfer }: LocationHeaderProps) {
  const navigate = useNavigate();
  const here = useLocation({ select: (s) => s.href });
  const push = useReturnPages((s) => s.push);
  // A sales rep writes a proposal for this location (spec §2 proposals.add, from a location).
  const canPropose = has(useClaims() ?? {}, 'Proposals', P | F);
  const cityLine = [l.City, [l.State, formatZip(l.Zip)].filter(Boolean).join(' ')].filter(Boolean).join(', ');

  const openInventory = () => {
    push(here);
    void navigate({ href: inventoryHref(l) });
  };

  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <BackButton fallback={accountHref(l.AccountId)} />
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            Account:{' '}
            <HrefLink href={accountHref(l.AccountId)} size="sm">
              {l.AccountName}
            </HrefLink>
          </Text>
          <Group gap="xs">
            <Title order={1} size="h3">
              {locationLabel(l.Name, l.Address)}
            </Title>
            <Badge variant="light" color={STATUS_COLORS[l.StatusId] ?? 'gray'}>
              {statusName(l.StatusId)}
            </Badge>
            {l.IsBillTo && (
              <Badge variant="outline" color="blue">
                Bill-to
              </Badge>
            )}
            {!canEdit && (
              <Badge variant="outline" color="gray">
                Read only
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {[l.Address, cityLine, `${l.BranchName} branch`].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      </Group>
      <Group gap="xs" wrap="wrap" justify="flex-end">
        <Button variant="default" leftSection={<IconTrees size={16} />} onClick={openInventory}>
          Customer inventory
        </Button>
        {canPropose && (
          <Button
            variant="default"
            leftSection={<IconFileDescription size={16} />}
            onClick={() => void navigate({ to: '/proposals/add', search: { locationId: l.Id } })}
          >
            New proposal
          </Button>
        )}
        {canEdit && (
          <Button variant="default" leftSection={<IconArrowsTransferUp size={16} />} onClick={onTransfer}>
            Transfer
          </Button>
        )}
      </Group>
    </Group>
  );
}
