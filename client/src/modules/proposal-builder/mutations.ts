import type { QueryClient } from '@tanstack/react-query';
import type {
  Builder,
  GroupOptions,
  ProposalData,
  SaveGroups,
  SaveProposalItemMaterial,
  SaveProposalItemService,
} from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { builderKeys } from './queries';

/** Every builder write answers the whole builder; it replaces what the screen shows. */
const shown = (qc: QueryClient, id: number) => (b: Builder) => {
  qc.setQueryData(builderKeys.one(id), b);
  return b;
};

export const addToProposal = (qc: QueryClient, body: ProposalData) =>
  api.post('/proposals/ProposalData', { body }).then((r) => shown(qc, body.ProposalId)(r.data));

export const saveItemService = (qc: QueryClient, proposalId: number, body: SaveProposalItemService) =>
  api
    .put('/proposals/ProposalItemService/{proposalId}', { path: { proposalId }, body })
    .then((r) => shown(qc, proposalId)(r.data));

export const saveItemMaterial = (qc: QueryClient, proposalId: number, body: SaveProposalItemMaterial) =>
  api
    .put('/proposals/ProposalItemMaterial/{proposalId}', { path: { proposalId }, body })
    .then((r) => shown(qc, proposalId)(r.data));

export const groupOptions = (qc: QueryClient, body: GroupOptions) =>
  api.post('/proposals/GroupOptions', { body }).then((r) => shown(qc, body.ProposalId)(r.data));

export const ungroup = (qc: QueryClient, proposalId: number, optionGroupId: number) =>
  api
    .post('/proposals/{proposalId}/Ungroup/{id}', { path: { proposalId, id: optionGroupId } })
    .then((r) => shown(qc, proposalId)(r.data));

export const saveGroups = (qc: QueryClient, proposalId: number, body: SaveGroups) =>
  api
    .post('/proposals/groups/{proposalId}', { path: { proposalId }, body })
    .then((r) => shown(qc, proposalId)(r.data));

export const saveShowPricing = (qc: QueryClient, proposalId: number, groupId: number, show: boolean) =>
  api
    .post('/proposals/groups/update-show-pricing/{proposalId}', {
      path: { proposalId },
      body: { ProposalGroupId: groupId, ShowPricing: show },
    })
    .then((r) => shown(qc, proposalId)(r.data));

export type RemoveTarget = 'ProposalItemService' | 'ProposalItemMaterial' | 'ProposalGroup';

export const removeFromProposal = (qc: QueryClient, proposalId: number, target: RemoveTarget, id: number) =>
  api
    .del(`/proposals/${target}/{proposalId}` as '/proposals/ProposalItemService/{proposalId}', {
      path: { proposalId },
      query: { id },
    })
    .then((r) => shown(qc, proposalId)(r.data));
