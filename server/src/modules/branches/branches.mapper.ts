import {
  BranchStatusList,
  type Branch,
  type BranchOption,
  type BranchPhone,
  type BranchRow,
  type IdName,
} from '@canopy/shared';
import type { BranchesRepo } from './branches.repo';

type Rows<K extends keyof BranchesRepo> = Awaited<ReturnType<BranchesRepo[K]>>;

export const branchStatus = (id: number): IdName =>
  BranchStatusList.find((s) => s.Id === id) ?? { Id: id, Name: `Status ${id}` };

const fullName = (first: string | null, last: string | null) =>
  first ? `${first} ${last ?? ''}`.trim() : null;

export const toBranchRow = (r: Rows<'search'>['rows'][number]): BranchRow => ({
  Id: r.id,
  Name: r.name,
  StatusId: r.status_id,
  BranchStatus: branchStatus(r.status_id),
  BranchManagerId: r.branch_manager_id,
  BranchManagerName: fullName(r.manager_first, r.manager_last),
  Phone: r.phone ?? null,
  Version: r.version,
});

export const toBranchOption = (r: { id: number; name: string; status_id: number }): BranchOption => ({
  Id: r.id,
  Name: r.name,
  StatusId: r.status_id,
});

export const toBranchPhone = (p: Rows<'phones'>[number]): BranchPhone => ({
  Id: p.id,
  Phone: p.phone,
  Extension: p.extension ?? '',
  PhoneExt: p.phone + (p.extension ?? ''),
  IsPreferred: p.is_preferred === 1,
  PhoneTypeId: p.phone_type_id,
});

export function toBranch(
  b: NonNullable<Rows<'byId'>>,
  parts: {
    manager: Rows<'manager'>;
    phones: Rows<'phones'>;
    groups: Rows<'serviceGroups'>;
    contents: Rows<'contents'>;
  },
): Branch {
  return {
    Id: b.id,
    Name: b.name,
    StatusId: b.status_id,
    BranchStatus: branchStatus(b.status_id),
    BranchManagerId: b.branch_manager_id,
    BranchManager: parts.manager
      ? { Id: parts.manager.id, FirstName: parts.manager.first_name, LastName: parts.manager.last_name }
      : null,
    BranchPhoneNumbers: parts.phones.map(toBranchPhone),
    Notes: b.notes,
    TermsAndConditions: b.terms_and_conditions,
    ServiceGroups: parts.groups.map((g) => g.service_group_id),
    ServiceGroupContents: parts.contents.map((c) => ({
      BranchId: c.branch_id,
      ServiceGroupId: c.service_group_id,
      Content: c.content,
    })),
    GrowingDegreeDay: Number(b.growing_degree_day),
    Version: b.version,
  };
}
