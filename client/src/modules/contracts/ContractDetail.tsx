import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { ContractMessages as M, formatCurrency, type ContractDetail as Detail } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { handleApiError } from '../../ui/handleApiError';
import { notifySuccess } from '../../ui/notify';
import { QueryState } from '../../ui/QueryState';
import { RecordHeader } from '../../ui/RecordHeader';
import { useCanOpen } from '../account-extras/useCanOpen';
import { LegacyServiceItems } from './LegacyServiceItems';
import { contractQuery } from './queries';

const money = (dollars: number) => formatCurrency(Math.round(dollars * 100));

/** proposals.contractinfo (spec §2): a contract, its lines and work authorization; legacy lines edited. */
export function ContractDetail() {
  const { id } = useSearch({ from: '/app/proposals/contracts/detail' });
  const query = useQuery({ ...contractQuery(id ?? 0), enabled: !!id });
  if (!id) return <Alert color="yellow">No contract was named.</Alert>;
  return (
    <QueryState query={query} errorTitle="The contract could not be loaded">
      {(c) => <ContractScreen contract={c} />}
    </QueryState>
  );
}

function ContractScreen({ contract: c }: { contract: Detail }) {
  const navigate = useNavigate();
  const { editLegacyContract } = useSearch({ from: '/app/proposals/contracts/detail' });
  const was = useCanOpen('/workauthorization/info');
  const builder = useCanOpen('/builder');
  const [mailing, setMailing] = useState(false);
  const editLegacy = c.Legacy && c.CanEdit && !!editLegacyContract;

  async function email() {
    setMailing(true);
    try {
      await api.post('/proposals/emailContract/{id}', { path: { id: c.Id } });
      notifySuccess(M.EmailSent);
    } catch (error) {
      handleApiError(error, M.EmailFailed);
    } finally {
      setMailing(false);
    }
  }

  return (
    <Stack gap="md" maw={900}>
      <RecordHeader
        title={`Contract ${c.ProposalNumber}`}
        badges={
          <>
            <Badge variant="light">{c.ProposalStatus}</Badge>
            {c.ContractStatus && <Badge variant="outline">{c.ContractStatus}</Badge>}
            {c.Legacy && <Badge color="gray">Legacy</Badge>}
          </>
        }
        details={
          <Text size="sm" c="dimmed">
            {c.AccountName} · {c.Address}
          </Text>
        }
        onBack={() => void navigate({ to: '/proposals/contracts' })}
        actions={
          <Group gap="xs" wrap="wrap">
            {c.CanEdit && c.WorkAuthorizationId && (
              <Button variant="default" loading={mailing} onClick={() => void email()}>
                Email Contract
              </Button>
            )}
            {c.Legacy && c.CanEdit && (
              <Button
                variant="default"
                onClick={() =>
                  void navigate({
                    to: '/proposals/contracts/detail',
                    search: { id: c.Id, editLegacyContract: !editLegacy },
                  })
                }
              >
                {editLegacy ? 'Done' : 'Edit Service Items'}
              </Button>
            )}
            {builder && (
              <Button
                variant="default"
                onClick={() => void navigate({ to: '/builder', search: { id: c.Id } } as never)}
              >
                Open Builder
              </Button>
            )}
          </Group>
        }
      />
      <Card withBorder>
        <Group gap="xl" wrap="wrap">
          <Fact label="Branch" value={c.BranchName} />
          <Fact label="Sales rep" value={c.SalesRepName} />
          <Fact label="Year of work" value={c.YearOfWork ?? ''} />
          <Fact label="Total" value={money(c.Total)} />
          <Fact
            label="Work authorization"
            value={
              c.WorkAuthorizationId && was ? (
                <Anchor
                  component={Link}
                  to="/workauthorization/info"
                  search={{ id: c.WorkAuthorizationId } as never}
                >
                  {c.WorkAuthorizationStatus}
                </Anchor>
              ) : (
                c.WorkAuthorizationStatus || 'None yet'
              )
            }
          />
        </Group>
      </Card>
      <Table.ScrollContainer minWidth={0}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Service</Table.Th>
              <Table.Th>Service items</Table.Th>
              <Table.Th ta="right">Cost</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {c.Services.map((s) => (
              <Table.Tr key={s.Id}>
                <Table.Td>
                  <Text size="sm">{s.ServiceName}</Text>
                  <Text size="xs" c="dimmed">
                    {[s.GroupName, s.ClassificationName].filter(Boolean).join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {editLegacy ? (
                    <LegacyServiceItems contractId={c.Id} locationId={c.AccountLocationId} line={s} />
                  ) : (
                    <Text size="sm">{s.ServiceItems.map((i) => i.Name).join(', ') || '—'}</Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{money(s.Cost)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}
