import { useState } from 'react';
import {
  Anchor,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import {
  formatCurrency,
  ProposalTypes,
  WorkAuthorizationMessages as M,
  WorkAuthorizationStatuses as S,
  type WorkAuthorization,
} from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { BackButton } from '../../ui/BackButton';
import { confirm } from '../../ui/confirm';
import { handleApiError } from '../../ui/handleApiError';
import { notifySuccess } from '../../ui/notify';
import { QueryState } from '../../ui/QueryState';
import { PaymentDialog } from './PaymentDialog';
import { keep, waQuery } from './queries';
import { WaBasicInfo } from './WaBasicInfo';
import { WaCustomerViewButton } from './WaCustomerViewButton';
import { WaDocuments } from './WaDocuments';
import { WaLines } from './WaLines';
import { WaPrintButton } from './WaPrintButton';

const money = (dollars: number) => formatCurrency(Math.round(dollars * 100));

/** /workauthorization/info: approvals, figures, payments, confirmation and the work orders it made. */
export function WorkAuthorizationInfo() {
  const { id } = useSearch({ from: '/app/workauthorization/info' });
  const query = useQuery({ ...waQuery(id ?? 0), enabled: !!id });
  return (
    <Stack gap="md">
      <Group gap="xs">
        <BackButton fallback="/workauthorization" />
        <Title order={1} size="h3">
          Work Authorization
        </Title>
      </Group>
      {!id ? (
        <Text>{M.NotFound}</Text>
      ) : (
        <QueryState query={query} errorTitle={M.NotFound}>
          {(wa) => <Info wa={wa} />}
        </QueryState>
      )}
    </Stack>
  );
}

function Info({ wa }: { wa: WorkAuthorization }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);
  const [view, setView] = useState<'proposal' | 'contract'>(
    wa.ProposalTypeId === ProposalTypes.Contract ? 'contract' : 'proposal',
  );
  const anyApproved = wa.TotalApprovedCost > 0 || wa.ApprovalStatusId === 1 || wa.ApprovalStatusId === 3;

  async function run(call: () => Promise<{ data: WorkAuthorization }>, ok?: string) {
    try {
      keep(queryClient, (await call()).data);
      if (ok) notifySuccess(ok);
    } catch (e) {
      handleApiError(e, M.SomethingWrong);
    }
  }
  const save = (StatusId: number, ok: string) =>
    run(() => api.put('/workAuthorization/save', { body: { Id: wa.Id, Version: wa.Version, StatusId } }), ok);

  async function confirmIt() {
    if (!anyApproved) {
      const notApproved = await confirm({
        title: 'Nothing is approved',
        message: 'No service or material is approved. Set the work authorization to Not Approved instead?',
        confirmLabel: 'Set Not Approved',
      });
      if (notApproved) await save(S.NotApproved, 'Work authorization set to Not Approved');
      return;
    }
    await save(S.Confirmed, 'Work authorization confirmed');
  }

  const figures: [string, string][] = [
    ['Approved', money(wa.ApprovedSubtotal)],
    ['Promotion savings', money(wa.PromotionSavings)],
    ['Total approved', money(wa.TotalApprovedCost)],
    [`Estimated tax (${wa.TaxRate}%)`, money(wa.EstimatedTax)],
    [`Down payment (${wa.MinimumDownPayment}%)`, money(wa.DefaultDeposit + wa.Deposits)],
    ['Deposits', money(wa.Deposits)],
  ];
  return (
    <Stack gap="md">
      <Paper withBorder p="sm">
        <Text fw={600}>
          {wa.ProposalNumber} · {wa.AccountName}
        </Text>
        <Text size="sm">{wa.Address}</Text>
        <Text size="sm">
          Status: <b>{wa.Status}</b> · Approval: {wa.ApprovalStatus} · {wa.Type}
        </Text>
        <Group gap="md" mt="xs">
          <Anchor
            component="button"
            size="sm"
            onClick={() => void navigate({ to: '/proposals/info', search: { id: wa.ProposalId } })}
          >
            Proposal
          </Anchor>
          {wa.WorkOrderIds.map((w) => (
            <Anchor
              key={w}
              component="button"
              size="sm"
              onClick={() => void navigate({ to: '/workorders/info', search: { id: w } })}
            >
              Work order {w}
            </Anchor>
          ))}
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        {figures.map(([label, value]) => (
          <Paper key={label} withBorder p="xs">
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={600}>{value}</Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Group gap="lg">
        <Switch
          label="Paid"
          checked={wa.IsPaid}
          disabled={!wa.CanEdit}
          onChange={() =>
            void run(() => api.put('/workAuthorization/UpdatePaidStatus/{id}', { path: { id: wa.Id } }))
          }
        />
        <Switch
          label="Auto-renew"
          checked={wa.AutoRenew}
          disabled={!wa.CanEdit}
          onChange={(e) =>
            void run(() =>
              api.put('/workAuthorization/UpdateAutoRenewStatus/{a}/{b}/{c}', {
                path: { a: wa.Id, b: wa.Version, c: e.currentTarget.checked },
              }),
            )
          }
        />
        {wa.Promotions.length > 0 && (
          <Switch
            label="Promotion discount applied"
            checked={wa.IsPromotionalDiscountApplied}
            disabled={!wa.CanEdit}
            onChange={(e) =>
              void run(() =>
                api.put('/workAuthorization/{id}/discountApplied/{x}', {
                  path: { id: wa.Id, x: e.currentTarget.checked },
                }),
              )
            }
          />
        )}
      </Group>
      <WaBasicInfo key={wa.Version} wa={wa} />
      <SegmentedControl
        aria-label="View"
        value={view}
        onChange={(v) => setView(v as 'proposal' | 'contract')}
        data={[
          { value: 'proposal', label: 'Proposal view' },
          { value: 'contract', label: 'Contract view' },
        ]}
      />
      <WaLines wa={wa} view={view} />
      {wa.CustomerPayments.length > 0 && (
        <Paper withBorder p="sm">
          <Title order={2} size="h5">
            Payments
          </Title>
          {wa.CustomerPayments.map((p) => (
            <Text key={p.Id} size="sm">
              {money(p.Amount)} · {p.IsDeposit ? 'Deposit' : 'Promotion'}
              {p.CheckNumber ? ` · check ${p.CheckNumber}` : ''}
            </Text>
          ))}
        </Paper>
      )}
      <Group gap="sm">
        {wa.CanEdit && <Button onClick={() => void confirmIt()}>Confirm</Button>}
        {wa.CanEdit && (
          <Button
            variant="default"
            onClick={() => void save(S.NotApproved, 'Work authorization set to Not Approved')}
          >
            Not Approved
          </Button>
        )}
        {wa.CanPay && (
          <Button variant="default" onClick={() => setPaying(true)}>
            Payment
          </Button>
        )}
        <WaPrintButton id={wa.Id} proposalNumber={wa.ProposalNumber} />
        <WaCustomerViewButton wa={wa} />
      </Group>
      <WaDocuments id={wa.Id} canEdit={wa.CanEdit} />
      {paying && <PaymentDialog wa={wa} opened onClose={() => setPaying(false)} />}
    </Stack>
  );
}
