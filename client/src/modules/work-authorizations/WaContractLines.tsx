import { Badge, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatCurrency, type WorkAuthorization } from '@canopy/shared';

const money = (dollars: number) => formatCurrency(Math.round(dollars * 100));

export interface WaContractLinesProps {
  wa: WorkAuthorization;
  onService: (serviceId: number, approved: boolean, visitId?: number) => void;
}

/**
 * The contract view: each service's program visit by visit, with whether the visit is in the
 * program and this year, and its price. Approving a visit approves its service; the service's box
 * sets all its visits (§4), decided by the server.
 */
export function WaContractLines({ wa, onService }: WaContractLinesProps) {
  const services = wa.ProposalGroups.flatMap((g) =>
    g.ProposalOptionGroups.flatMap((og) => og.ProposalOptions.flatMap((o) => o.ProposalItemServices)).map(
      (s) => ({ ...s, group: g.Name }),
    ),
  );
  return (
    <Stack gap="sm" aria-label="Contract view">
      {services.map((s) => (
        <Paper key={s.Id} withBorder p="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Checkbox
              label={s.ServiceName}
              description={s.group}
              checked={s.Approved}
              indeterminate={s.ApproveStatusId === 3}
              disabled={!wa.CanEdit}
              onChange={(e) => onService(s.Id, e.currentTarget.checked)}
            />
            <Text size="sm" fw={600}>
              {money(s.Cost)}
            </Text>
          </Group>
          <Title order={3} size="h6" mt="xs" c="dimmed">
            Visits
          </Title>
          <Stack gap={4}>
            {s.Visits.map((v) => (
              <Group key={v.Id} justify="space-between" wrap="wrap" gap="xs">
                <Checkbox
                  size="xs"
                  label={v.Title || 'Visit'}
                  checked={v.Approved}
                  disabled={!wa.CanEdit}
                  onChange={(e) => onService(s.Id, e.currentTarget.checked, v.Id)}
                />
                <Group gap={4} wrap="wrap">
                  {v.IncludeInProgram && <Badge variant="light">In program</Badge>}
                  {v.IncludeThisYear && (
                    <Badge variant="light" color="teal">
                      This year
                    </Badge>
                  )}
                  {s.PerVisitCost !== null && <Text size="xs">{money(s.PerVisitCost)}</Text>}
                </Group>
              </Group>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
