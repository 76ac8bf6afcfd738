import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { ProposalStatuses, type Proposal } from '@canopy/shared';
import { BackButton } from '../../ui/BackButton';
import { ProposalState } from './ProposalState';
import { EmailProposalButton } from '../proposal-format/EmailProposalButton';
import { PrintButton } from '../proposal-format/PrintButton';
import { SpraySummaryPanel } from '../proposal-format/SpraySummaryPanel';
import { BasicInfo } from './BasicInfo';
import { useCanOpen } from '../account-extras/useCanOpen';
import { RequestPrintLink } from '../service-requests/RequestPrintLink';
import { CoverLetterPanel } from './CoverLetterPanel';
import { ProposalDocuments } from './ProposalDocuments';
import { ProposalPromotions, ProposalPurchaseOrders } from './ProposalPurchaseOrders';
import { SaveAsTemplate } from './SaveAsTemplate';
import { ServiceGroupDocLinks } from './ServiceGroupDocLinks';
import { ProposalActions } from './ProposalActions';
import { ProposalNotes } from './ProposalNotes';
import { proposalQuery } from './queries';

/**
 * A proposal (spec §2 proposals.info): basic info, purchase orders, promotions, cover letter, notes
 * and documents; cancel, confirm and save as a template; the print of the service request it came from.
 */
export function ProposalInfo() {
  const { id } = useSearch({ from: '/app/proposals/info' });
  const query = useQuery({ ...proposalQuery(id ?? 0), enabled: !!id });
  return (
    <ProposalState id={id} query={query}>
      {(p) => <ProposalScreen proposal={p} />}
    </ProposalState>
  );
}

function ProposalScreen({ proposal: p }: { proposal: Proposal }) {
  const templates = useCanOpen('/proposals/templates');
  const requests = useCanOpen('/requests/info');
  return (
    <Stack gap="lg" maw={900}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <BackButton fallback="/proposals" />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={1} size="h3">
            Proposal {p.ProposalNumber}
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {p.AccountName} · {p.Address}
          </Text>
        </Stack>
        <Badge variant="light" style={{ flexShrink: 0 }}>
          {p.ProposalStatus}
        </Badge>
      </Group>
      <Group gap="md" wrap="wrap">
        <Anchor component={Link} to={'/builder' as never} search={{ id: p.Id } as never}>
          Open builder
        </Anchor>
        <Anchor component={Link} to={'/proposalformat' as never} search={{ id: p.Id } as never}>
          Preview
        </Anchor>
        <PrintButton id={p.Id} proposalNumber={p.ProposalNumber} />
        {p.ServiceRequestId && requests && <RequestPrintLink requestId={p.ServiceRequestId} />}
        {p.CanEdit && <EmailProposalButton id={p.Id} />}
        <ProposalActions proposal={p} />
        {templates && <SaveAsTemplate proposal={p} />}
      </Group>
      {!p.CanEdit && (
        <Text size="sm" c="dimmed">
          {p.StatusId === ProposalStatuses.Cancelled
            ? 'This proposal is cancelled: it can no longer be changed.'
            : 'You may view this proposal only.'}
        </Text>
      )}
      <BasicInfo proposal={p} />
      <ProposalPurchaseOrders proposal={p} />
      <ProposalPromotions proposal={p} />
      <CoverLetterPanel proposal={p} />
      <ProposalNotes proposal={p} />
      <SpraySummaryPanel proposalId={p.Id} />
      <ProposalDocuments proposal={p} />
      <ServiceGroupDocLinks proposalId={p.Id} />
    </Stack>
  );
}
