import type { QueryClient } from '@tanstack/react-query';
import { proposalPdfName, type ProposalFormat, type SaveFormatTexts } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { formatKeys } from './queries';

export async function saveFormatTexts(
  queryClient: QueryClient,
  id: number,
  body: SaveFormatTexts,
): Promise<ProposalFormat> {
  const { data } = await api.put('/proposals/{id}/format', { path: { id }, body });
  queryClient.setQueryData(formatKeys.one(id), data);
  // The info page's cover letter panel reads the same letter.
  void queryClient.invalidateQueries({ queryKey: ['proposals', 'coverLetter', id] });
  return data;
}

/** The printed proposal (spec §7 emailProposal with send=false): the PDF and its file name. */
export async function printProposal(id: number, proposalNumber: string) {
  const { data } = await api.postForFile('/proposals/emailProposal/{id}/{send}', {
    path: { id, send: false },
    body: {},
  });
  return { blob: data, fileName: proposalPdfName(proposalNumber) };
}

/** Mails the printed proposal to the location's proposal contacts; answers how many got it. */
export async function emailProposal(id: number, message?: string): Promise<number> {
  const { headers } = await api.postForFile('/proposals/emailProposal/{id}/{send}', {
    path: { id, send: true },
    body: message ? { Html: message } : {},
  });
  return Number(headers.get('X-Email-Recipients') ?? 0);
}
