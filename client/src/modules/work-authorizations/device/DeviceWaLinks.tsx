import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { claim, allows, P, B, F, type SyncWorkAuthorization } from '@canopy/shared';
import { useClaims } from '../../../kernel/session/sessionStore';
import { useOfflineRecords } from '../../../offline/hooks';
import { signable } from './signing';

export const signingHref = (id: number, workOrderId?: number) =>
  `/workauthorization/sign?id=${id}${workOrderId ? `&workOrderId=${workOrderId}` : ''}`;

const SIGNERS = claim('WorkAuthorizations', P | B | F);

/**
 * The work authorizations this device holds for a location, each opening the customer's signing
 * screen: what an arborist on site shows the customer, with or without a signal.
 */
export function DeviceWaLinks({
  locationId,
  workOrderId,
}: {
  locationId: number | null;
  workOrderId?: number;
}) {
  const claims = useClaims();
  const navigate = useNavigate();
  const records = useOfflineRecords<SyncWorkAuthorization>(
    'workAuthorization',
    'Data.AccountLocationId',
    locationId ?? 0,
  );
  if (!locationId || !allows(claims, SIGNERS) || !records?.length) return null;
  return (
    <Stack gap={4} aria-label="Work authorizations at this location" component="section">
      <Text fw={600} size="sm">
        Work authorizations at this location
      </Text>
      {records.map((r) => {
        const href = signingHref(r.Data.Id, workOrderId);
        return (
          <Group key={r.Key} gap="xs" wrap="nowrap">
            <Anchor
              href={href}
              onClick={(e) => {
                e.preventDefault();
                void navigate({ href });
              }}
            >
              {signable(r.Data) && r.Pending === 0 && !r.NeedsReview ? 'Sign' : 'Open'} work authorization{' '}
              {r.Data.ProposalNumber}
            </Anchor>
            <Badge size="xs" variant="light" color={r.NeedsReview ? 'red' : 'gray'}>
              {r.NeedsReview ? 'Needs review' : r.Pending ? 'Not synced' : r.Data.Status}
            </Badge>
          </Group>
        );
      })}
    </Stack>
  );
}
