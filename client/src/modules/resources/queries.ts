import { queryOptions } from '@tanstack/react-query';
import { RESOURCE_LIST_TAKE, type EquipmentResource, type LeaseCompany, type Material } from '@canopy/shared';
import { api, toPage } from '../../kernel/api/client';
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

// Materials and disposals

export const fetchMaterials = async ({
  Query,
  Skip,
  Take,
  IncludeArchived,
  MaterialTypeId,
}: ListRequest<MaterialFilters>): Promise<ListPage<Material>> =>
  toPage(
    await api.post('/materials/_search', { body: { Query, Skip, Take, IncludeArchived, MaterialTypeId } }),
  );

// Equipment types

export const fetchEquipmentTypes = async ({ Query, Skip, Take, IncludeArchived }: ListRequest) =>
  toPage(await api.post('/equipment/_search', { body: { Query, Skip, Take, IncludeArchived } }));

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

// Lease companies

export const fetchLeaseCompanies = async ({
  Query,
  Skip,
  Take,
}: ListRequest): Promise<ListPage<LeaseCompany>> =>
  toPage(await api.post('/resource/leasecompany/_search', { body: { Query, Skip, Take } }));

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

// Equipment resources

export const fetchResources = async ({
  Query,
  Skip,
  Take,
  IncludeArchived,
  BranchIds,
}: ListRequest<ResourceFilters>): Promise<ListPage<EquipmentResource>> =>
  toPage(
    await api.post('/resource/equipmentresource/_search', {
      body: { Query, Skip, Take, IncludeArchived, BranchIds },
    }),
  );
