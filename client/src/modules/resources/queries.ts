import { queryOptions } from '@tanstack/react-query';
import {
  ClaimTypeList,
  RESOURCE_LIST_TAKE,
  type BranchChoices,
  type EquipmentResource,
  type EquipmentType,
  type LeaseCompany,
  type Material,
  type SaveEquipmentResource,
  type SaveEquipmentType,
  type SaveLeaseCompany,
  type SaveMaterial,
} from '@canopy/shared';
import { api } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';
import type { MaterialFilters, ResourceFilters } from './search';

export const resourceKeys = {
  materials: ['materials', 'list'] as const,
  equipmentTypes: ['equipmentTypes'] as const,
  equipmentTypeList: ['equipmentTypes', 'list'] as const,
  leaseCompanies: ['leaseCompanies'] as const,
  leaseCompanyList: ['leaseCompanies', 'list'] as const,
  resources: ['equipmentResources', 'list'] as const,
};

async function page<T>(path: string, body: Record<string, unknown>): Promise<ListPage<T>> {
  const { data, total } = await api.post<T[]>(path, body);
  return { rows: data, total: total ?? data.length };
}

// Materials and disposals

export const fetchMaterials = ({
  Query,
  Skip,
  Take,
  IncludeArchived,
  MaterialTypeId,
}: ListRequest<MaterialFilters>) =>
  page<Material>('/materials/_search', { Query, Skip, Take, IncludeArchived, MaterialTypeId });

export async function saveMaterial(body: SaveMaterial): Promise<Material> {
  const res = body.Id
    ? await api.put<Material>('/materials', body)
    : await api.post<Material>('/materials', body);
  return res.data;
}

export async function toggleMaterial(id: number): Promise<Material> {
  return (await api.post<Material>(`/materials/${id}/toggleArchived`)).data;
}

// Equipment types

export const fetchEquipmentTypes = ({ Query, Skip, Take, IncludeArchived }: ListRequest) =>
  page<EquipmentType>('/equipment/_search', { Query, Skip, Take, IncludeArchived });

/** Every equipment type, archived ones too, so a resource's stored type always shows by name. */
export const equipmentTypeChoicesQuery = queryOptions({
  queryKey: [...resourceKeys.equipmentTypes, 'choices'] as const,
  queryFn: async () =>
    (
      await fetchEquipmentTypes({
        Query: '',
        Skip: 0,
        Take: RESOURCE_LIST_TAKE,
        IncludeArchived: true,
        Descending: false,
      })
    ).rows,
  staleTime: 60_000,
});

export async function saveEquipmentType(body: SaveEquipmentType): Promise<EquipmentType> {
  const res = body.Id
    ? await api.put<EquipmentType>('/equipment', body)
    : await api.post<EquipmentType>('/equipment', body);
  return res.data;
}

export async function toggleEquipmentType(id: number): Promise<EquipmentType> {
  return (await api.post<EquipmentType>(`/equipment/${id}/toggleArchived`)).data;
}

// Lease companies

export const fetchLeaseCompanies = ({ Query, Skip, Take }: ListRequest) =>
  page<LeaseCompany>('/resource/leasecompany/_search', { Query, Skip, Take });

/** The lease companies, first 999 (spec §9). */
export const leaseCompanyChoicesQuery = queryOptions({
  queryKey: [...resourceKeys.leaseCompanies, 'choices'] as const,
  queryFn: async () =>
    (
      await fetchLeaseCompanies({
        Query: '',
        Skip: 0,
        Take: RESOURCE_LIST_TAKE,
        IncludeArchived: false,
        Descending: false,
      })
    ).rows,
  staleTime: 60_000,
});

export async function saveLeaseCompany(body: SaveLeaseCompany): Promise<LeaseCompany> {
  const res = body.Id
    ? await api.put<LeaseCompany>('/resource/leasecompany', body)
    : await api.post<LeaseCompany>('/resource/leasecompany', body);
  return res.data;
}

export async function deleteLeaseCompany(id: number): Promise<void> {
  await api.del(`/resource/leasecompany/${id}`);
}

// Equipment resources

export const fetchResources = ({
  Query,
  Skip,
  Take,
  IncludeArchived,
  BranchIds,
}: ListRequest<ResourceFilters>) =>
  page<EquipmentResource>('/resource/equipmentresource/_search', {
    Query,
    Skip,
    Take,
    IncludeArchived,
    BranchIds,
  });

export async function saveResource(body: SaveEquipmentResource): Promise<EquipmentResource> {
  const res = body.Id
    ? await api.put<EquipmentResource>('/resource/equipmentresource', body)
    : await api.post<EquipmentResource>('/resource/equipmentresource', body);
  return res.data;
}

export async function deleteResource(id: number): Promise<void> {
  await api.del(`/resource/equipmentresource/${id}`);
}

const RESOURCES_CLAIM_TYPE = ClaimTypeList.find((c) => c.Name === 'Resources')!.Id;

/** The branches this user may pick on resource screens (the server scopes them by the Resources claim). */
export const resourceBranchChoicesQuery = (employeeId: number) =>
  queryOptions({
    queryKey: ['branches', 'choices', employeeId, RESOURCES_CLAIM_TYPE] as const,
    queryFn: async () =>
      (await api.get<BranchChoices>(`/branches/employee/${employeeId}/${RESOURCES_CLAIM_TYPE}`)).data,
    staleTime: 5 * 60_000,
  });
