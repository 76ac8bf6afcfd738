import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatCurrency } from '@canopy/shared';
import { QueryState } from '../../ui/QueryState';
import { spraySummaryQuery } from './queries';

const money = (dollars: number) => formatCurrency(Math.round(dollars * 100));

/** The spray summary (POST proposals/spray-summary) on the proposal's info page: what the spray crews will do. */
export function SpraySummaryPanel({ proposalId }: { proposalId: number }) {
  const query = useQuery(spraySummaryQuery(proposalId));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="spray-summary-title">
      <Title order={2} size="h4" id="spray-summary-title">
        Spray summary
      </Title>
      <QueryState query={query} errorTitle="The spray summary could not be loaded">
        {(s) =>
          s.Services.length === 0 ? (
            <Text size="sm" c="dimmed" mt="xs">
              No spray services on this proposal.
            </Text>
          ) : (
            <Stack gap="sm" mt="xs">
              <Text size="sm">
                {s.Applications} application{s.Applications === 1 ? '' : 's'} this year · {money(s.Total)}
              </Text>
              {s.Chemicals.length > 0 && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  Chemicals: {s.Chemicals.join(', ')}
                </Text>
              )}
              {s.Services.map((x) => (
                <Stack key={x.ProposalItemServiceId} gap={0}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {x.Service} — {x.Group}
                    {x.Option ? `, ${x.Option}` : ''}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {[
                      x.Items.length ? `For: ${x.Items.join('; ')}` : null,
                      x.VisitsThisYear.length ? `Visits this year: ${x.VisitsThisYear.join(', ')}` : null,
                      x.Chemicals.length ? `Chemicals: ${x.Chemicals.join(', ')}` : null,
                      money(x.Cost),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Paper>
  );
}
