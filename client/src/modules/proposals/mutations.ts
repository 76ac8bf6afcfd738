import type { QueryClient } from '@tanstack/react-query';
import type {
  ConfirmResult,
  CreateProposal,
  Proposal,
  ProposalNote,
  SaveCoverLetter,
  SaveProposal,
  SaveProposalNote,
} from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { proposalKeys } from './queries';

/** The proposal as the server now has it: the info screen shows it, the list is read again. */
function changed(queryClient: QueryClient, p: Proposal): Proposal {
  queryClient.setQueryData(proposalKeys.detail(p.Id), p);
  void queryClient.invalidateQueries({ queryKey: proposalKeys.list });
  return p;
}

export async function createProposal(queryClient: QueryClient, body: CreateProposal) {
  return changed(queryClient, (await api.post('/proposals', { body })).data);
}

export async function saveProposal(queryClient: QueryClient, body: SaveProposal) {
  return changed(queryClient, (await api.put('/proposals', { body })).data);
}

export async function cancelProposal(queryClient: QueryClient, id: number) {
  return changed(queryClient, (await api.put('/proposals/{id}/cancel', { path: { id } })).data);
}

export async function confirmProposal(queryClient: QueryClient, id: number): Promise<ConfirmResult> {
  const { data } = await api.post('/proposals/confirmProposal/{id}', { path: { id } });
  changed(queryClient, data.Proposal);
  return data;
}

export async function addNote(queryClient: QueryClient, id: number, body: SaveProposalNote) {
  const { data } = await api.post('/proposals/{id}/notes', { path: { id }, body });
  void queryClient.invalidateQueries({ queryKey: proposalKeys.notes(id) });
  return data as ProposalNote;
}

export async function editNote(
  queryClient: QueryClient,
  id: number,
  body: SaveProposalNote & { Id: number },
) {
  const { data } = await api.put('/proposals/{id}/notes', { path: { id }, body });
  void queryClient.invalidateQueries({ queryKey: proposalKeys.notes(id) });
  return data as ProposalNote;
}

export async function deleteNote(queryClient: QueryClient, id: number, noteId: number) {
  await api.del('/proposals/{id}/notes', { path: { id }, query: { noteId } });
  void queryClient.invalidateQueries({ queryKey: proposalKeys.notes(id) });
}

export async function saveCoverLetter(queryClient: QueryClient, id: number, body: SaveCoverLetter) {
  const { data } = await api.put('/proposals/{id}/coverLetter', { path: { id }, body });
  queryClient.setQueryData(proposalKeys.coverLetter(id), data);
  return data;
}
