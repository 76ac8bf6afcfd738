import type { QueryClient } from '@tanstack/react-query';
import type {
  EquipmentResource,
  EquipmentType,
  LeaseCompany,
  Material,
  SaveEquipmentResource,
  SaveEquipmentType,
  SaveLeaseCompany,
  SaveMaterial,
} from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { resourceKeys } from './queries';

// Materials and disposals (the list refreshes itself after its own saves)

export async function saveMaterial(body: SaveMaterial): Promise<Material> {
  return (body.Id ? await api.put('/materials', { body }) : await api.post('/materials', { body })).data;
}

export async function toggleMaterial(id: number): Promise<Material> {
  return (await api.post('/materials/{id}/toggleArchived', { path: { id } })).data;
}

// Equipment types: the resource editor's type choices come from the same records.

const equipmentTypesChanged = <T>(queryClient: QueryClient, saved: T): T => {
  void queryClient.invalidateQueries({ queryKey: resourceKeys.equipmentTypes });
  return saved;
};

export async function saveEquipmentType(
  queryClient: QueryClient,
  body: SaveEquipmentType,
): Promise<EquipmentType> {
  const res = body.Id ? await api.put('/equipment', { body }) : await api.post('/equipment', { body });
  return equipmentTypesChanged(queryClient, res.data);
}

export async function toggleEquipmentType(queryClient: QueryClient, id: number): Promise<EquipmentType> {
  const { data } = await api.post('/equipment/{id}/toggleArchived', { path: { id } });
  return equipmentTypesChanged(queryClient, data);
}

// Lease companies: the resource editor offers them too.

const leaseCompaniesChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: resourceKeys.leaseCompanies });

export async function saveLeaseCompany(
  queryClient: QueryClient,
  body: SaveLeaseCompany,
): Promise<LeaseCompany> {
  const res = body.Id
    ? await api.put('/resource/leasecompany', { body })
    : await api.post('/resource/leasecompany', { body });
  void leaseCompaniesChanged(queryClient);
  return res.data;
}

/** Resolves once the lists are read again. */
export async function deleteLeaseCompany(queryClient: QueryClient, id: number): Promise<void> {
  await api.del('/resource/leasecompany/{id}', { path: { id } });
  await leaseCompaniesChanged(queryClient);
}

// Equipment resources

export async function saveResource(body: SaveEquipmentResource): Promise<EquipmentResource> {
  const res = body.Id
    ? await api.put('/resource/equipmentresource', { body })
    : await api.post('/resource/equipmentresource', { body });
  return res.data;
}

/** Resolves once the list is read again. */
export async function deleteResource(queryClient: QueryClient, id: number): Promise<void> {
  await api.del('/resource/equipmentresource/{id}', { path: { id } });
  await queryClient.invalidateQueries({ queryKey: resourceKeys.resources });
}
