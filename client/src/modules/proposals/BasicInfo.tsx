import { NumberInput, Paper, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ProposalMessages as M, type Proposal } from '@canopy/shared';
import { RecordForm } from '../../ui/RecordForm';
import { saveProposal } from './mutations';

type Values = { Id: number; Version: number; Notes: string; YearOfWork: number | ''; Crew: number | '' };

const toValues = (p: Proposal): Values => ({
  Id: p.Id,
  Version: p.Version,
  Notes: p.Notes ?? '',
  YearOfWork: p.YearOfWork ?? '',
  Crew: p.Crew ?? '',
});

/** The proposal's basic info, saved against its Version (a 409 opens the concurrency dialog). */
export function BasicInfo({ proposal }: { proposal: Proposal }) {
  const queryClient = useQueryClient();
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        Basic info
      </Title>
      <RecordForm<Values>
        record={toValues(proposal)}
        readOnly={!proposal.CanEdit}
        successMessage={M.Saved}
        errorMessage={M.SaveFailed}
        onSubmit={async (v) =>
          toValues(
            await saveProposal(queryClient, {
              Id: v.Id,
              Version: v.Version,
              SalesRepId: proposal.SalesRepId,
              ServiceRequestId: proposal.ServiceRequestId,
              Notes: v.Notes.trim() || null,
              YearOfWork: v.YearOfWork === '' ? null : v.YearOfWork,
              Crew: v.Crew === '' ? null : v.Crew,
            }),
          )
        }
      >
        {(form) => (
          <>
            <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('Notes')} />
            <NumberInput label="Year of work" min={1900} max={9999} {...form.getInputProps('YearOfWork')} />
            <NumberInput label="Crew" min={0} max={99} {...form.getInputProps('Crew')} />
          </>
        )}
      </RecordForm>
    </Paper>
  );
}
