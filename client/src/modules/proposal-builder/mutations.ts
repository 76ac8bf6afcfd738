import type { QueryClient } from '@tanstack/react-query';
import type {
  Builder,
  GroupOptions,
  ProposalData,
  SaveGroups,
  SavedPhoto,
  SavePhoto,
  SaveProposalItemMaterial,
  SaveServiceGroupOrder,
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

export type PhotoKind = 'service' | 'material';

/** Photos of a service or material, sent with their captions; the builder is read again to show them. */
export async function uploadPhotos(
  qc: QueryClient,
  proposalId: number,
  kind: PhotoKind,
  ownerId: number,
  files: File[],
): Promise<void> {
  const body = new FormData();
  body.append(kind === 'service' ? 'ProposalItemServiceId' : 'ProposalItemMaterialId', String(ownerId));
  for (const f of files) body.append('file', f, f.name);
  if (kind === 'service') await api.post('/proposals/pic', { body });
  else await api.post('/proposals/ProposalItemMaterialPic', { body });
  await qc.invalidateQueries({ queryKey: builderKeys.one(proposalId) });
}

/** A photo's caption and place; the answer carries the caption as kept and the warning when it was cut. */
export async function savePhoto(
  qc: QueryClient,
  proposalId: number,
  kind: PhotoKind,
  id: number,
  body: SavePhoto,
): Promise<SavedPhoto> {
  const saved =
    kind === 'service'
      ? (await api.put('/proposals/proposalItemImage/{id}', { path: { id }, body })).data
      : (await api.put('/proposals/proposalItemMaterialImage/{id}', { path: { id }, body })).data;
  await qc.invalidateQueries({ queryKey: builderKeys.one(proposalId) });
  return saved;
}

export async function deletePhoto(qc: QueryClient, proposalId: number, kind: PhotoKind, id: number) {
  if (kind === 'service') await api.del('/proposals/ProposalItemServicePhoto/{id}', { path: { id } });
  else await api.del('/proposals/ProposalItemMaterialPhoto/{id}', { path: { id } });
  await qc.invalidateQueries({ queryKey: builderKeys.one(proposalId) });
}

export const saveServiceGroupOrder = (qc: QueryClient, proposalId: number, body: SaveServiceGroupOrder) =>
  api
    .put('/proposals/ProposalServiceGroup/{proposalId}', { path: { proposalId }, body })
    .then((r) => shown(qc, proposalId)(r.data));

export const saveProposalCrew = (qc: QueryClient, id: number, crewId: number) =>
  api.put('/proposals/{id}/crew/{crewId}', { path: { id, crewId } }).then((r) => shown(qc, id)(r.data));

export const saveProposalEquipment = (qc: QueryClient, id: number, body: number[]) =>
  api.put('/proposals/{id}/Equipment', { path: { id }, body }).then((r) => shown(qc, id)(r.data));
