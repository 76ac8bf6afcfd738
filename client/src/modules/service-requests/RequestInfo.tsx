import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import type { ServiceRequest } from '@canopy/shared';
import { BackButton } from '../../ui/BackButton';
import { QueryState } from '../../ui/QueryState';
import { useCanOpen } from '../account-extras/useCanOpen';
import { requestQuery } from './queries';
import { RequestActions } from './RequestActions';
import { RequestForm } from './RequestForm';
import { formatWhen } from './when';

/** A service request (spec §2 requests.info): its fields, editable with Full, and its actions. */
export function RequestInfo() {
  const { id, url } = useSearch({ from: '/app/requests/info' });
  const query = useQuery({ ...requestQuery(id ?? 0), enabled: !!id });
  if (!id)
    return (
      <Stack>
        <BackButton fallback="/requests" />
        <Text>No service request was named.</Text>
      </Stack>
    );
  return (
    <QueryState query={query} errorTitle="The service request could not be loaded">
      {(r) => <RequestScreen request={r} back={url ?? '/requests'} />}
    </QueryState>
  );
}

function RequestScreen({ request: r, back }: { request: ServiceRequest; back: string }) {
  const proposals = useCanOpen('/proposals/info');
  return (
    <Stack gap="lg" maw={900}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <BackButton fallback={back} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={1} size="h3">
            {r.TypeName} {r.Id}
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {r.AccountName} · {r.Address}
          </Text>
          <Text size="sm">
            {formatWhen(r.AppointmentDate)} – {formatWhen(r.AppointmentDateEnd)} with {r.SalesRepName}
          </Text>
        </Stack>
        <Badge variant="light" style={{ flexShrink: 0 }}>
          {r.StatusName}
        </Badge>
      </Group>
      <RequestActions request={r} />
      {r.Proposals.length > 0 && (
        <Group gap="xs" wrap="wrap">
          <Text size="sm">Proposals from this request:</Text>
          {r.Proposals.map((p) =>
            proposals ? (
              <Anchor
                key={p.Id}
                component={Link}
                to={'/proposals/info' as never}
                search={{ id: p.Id } as never}
                size="sm"
              >
                {p.ProposalNumber}
              </Anchor>
            ) : (
              <Text key={p.Id} size="sm">
                {p.ProposalNumber}
              </Text>
            ),
          )}
        </Group>
      )}
      {!r.CanEdit && (
        <Text size="sm" c="dimmed">
          You may view this request only.
        </Text>
      )}
      <RequestForm
        key={`${r.Id}-${r.Version}`}
        request={r}
        locationId={r.AccountLocationId}
        readOnly={!r.CanEdit}
        onSaved={() => undefined}
      />
    </Stack>
  );
}
