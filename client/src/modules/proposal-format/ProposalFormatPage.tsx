import { useState } from 'react';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import type { ProposalFormat } from '@canopy/shared';
import { BackButton } from '../../ui/BackButton';
import { ProposalState } from '../proposals/ProposalState';
import { EmailProposalButton } from './EmailProposalButton';
import { FormatTextDialog } from './FormatTextDialog';
import { PrintButton } from './PrintButton';
import { ProposalDocument, type FormatText } from './ProposalDocument';
import { proposalFormatQuery } from './queries';

/** proposalformat.home (spec §2): the proposal as the customer will read it, its texts editable here. */
export function ProposalFormatPage() {
  const { id } = useSearch({ from: '/app/proposalformat' });
  const query = useQuery({ ...proposalFormatQuery(id ?? 0), enabled: !!id });
  return (
    <ProposalState id={id} query={query}>
      {(f) => <FormatScreen format={f} />}
    </ProposalState>
  );
}

function FormatScreen({ format: f }: { format: ProposalFormat }) {
  const [editing, setEditing] = useState<FormatText | null>(null);
  const publicHref = f.EncryptedId ? `/proposalview?id=${encodeURIComponent(f.EncryptedId)}` : null;
  return (
    <Stack gap="lg" maw={900}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <BackButton fallback={`/proposals/info?id=${f.Id}`} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={1} size="h3">
            Proposal {f.ProposalNumber}
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {f.Customer.Account} · {f.Customer.Address}
          </Text>
        </Stack>
        <Badge variant="light" style={{ flexShrink: 0 }}>
          {f.ProposalStatus}
        </Badge>
      </Group>
      <Group gap="sm" wrap="wrap">
        <PrintButton id={f.Id} proposalNumber={f.ProposalNumber} />
        <EmailProposalButton id={f.Id} />
        {publicHref && (
          <Anchor href={publicHref} target="_blank" rel="noopener">
            Customer link
          </Anchor>
        )}
        <Anchor component={Link} to={'/builder' as never} search={{ id: f.Id } as never}>
          Builder
        </Anchor>
        <Anchor component={Link} to={'/proposals/info' as never} search={{ id: f.Id } as never}>
          Proposal info
        </Anchor>
      </Group>
      {!f.Editable && (
        <Text size="sm" c="dimmed">
          You may view this format only: editing needs Full access to inventory items while no work
          authorization is confirmed.
        </Text>
      )}
      <ProposalDocument format={f} onEdit={f.Editable ? setEditing : undefined} />
      <FormatTextDialog proposalId={f.Id} text={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
