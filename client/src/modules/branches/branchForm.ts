import {
  BranchStatuses,
  cleanBranchPhones,
  isCompletePhone,
  phoneDigits,
  PhoneTypes,
  type Branch,
  type NewBranch,
  type PhoneValue,
} from '@canopy/shared';

/** One row of the phones editor; `Key` keeps React keys stable while rows are added and removed. */
export type PhoneRow = {
  Key: string;
  Phone: PhoneValue | null;
  PhoneTypeId: number;
  IsPreferred: boolean;
};

export type BranchFormValues = {
  Id: number;
  Version: number;
  Name: string;
  StatusId: number;
  BranchManagerId: number | null;
  BranchPhoneNumbers: PhoneRow[];
  ServiceGroups: number[];
  /** Service group id -> the branch's text for it (proposal content). */
  Contents: Record<string, string>;
  Notes: string;
  TermsAndConditions: string;
  GrowingDegreeDay: number | null;
};

let nextKey = 1;
const newKey = () => `phone-${nextKey++}`;

export function blankPhoneRow(preferred = false): PhoneRow {
  return { Key: newKey(), Phone: null, PhoneTypeId: PhoneTypes.Work, IsPreferred: preferred };
}

/** A new branch: Active (the spec's default status 1) with one empty phone row to type into. */
export function emptyBranch(): BranchFormValues {
  return {
    Id: 0,
    Version: 0,
    Name: '',
    StatusId: BranchStatuses.Active,
    BranchManagerId: null,
    BranchPhoneNumbers: [blankPhoneRow(true)],
    ServiceGroups: [],
    Contents: {},
    Notes: '',
    TermsAndConditions: '',
    GrowingDegreeDay: null,
  };
}

export function toFormValues(b: Branch): BranchFormValues {
  return {
    Id: b.Id,
    Version: b.Version,
    Name: b.Name,
    StatusId: b.StatusId,
    BranchManagerId: b.BranchManagerId,
    BranchPhoneNumbers: b.BranchPhoneNumbers.map((p) => ({
      Key: newKey(),
      Phone: { Phone: p.Phone, Extension: p.Extension },
      PhoneTypeId: p.PhoneTypeId,
      IsPreferred: p.IsPreferred,
    })),
    ServiceGroups: [...b.ServiceGroups],
    Contents: Object.fromEntries(b.ServiceGroupContents.map((c) => [String(c.ServiceGroupId), c.Content])),
    Notes: b.Notes ?? '',
    TermsAndConditions: b.TermsAndConditions ?? '',
    GrowingDegreeDay: b.GrowingDegreeDay,
  };
}

const typed = (row: PhoneRow) => phoneDigits(row.Phone?.Phone) + phoneDigits(row.Phone?.Extension);

/**
 * Rows the save will drop under the spec's phone rule: something was typed, but fewer than the
 * 10 digits of a number. Empty rows are not listed; there is nothing in them to lose.
 */
export function shortPhoneRows(rows: readonly PhoneRow[]): PhoneRow[] {
  return rows.filter((r) => typed(r) !== '' && !isCompletePhone(r.Phone));
}

/** The phones as the server will keep them (shared rule: one preferred, short ones dropped). */
export function phonesToSave(rows: readonly PhoneRow[]) {
  return cleanBranchPhones(
    rows.map((r) => ({ PhoneExt: typed(r), IsPreferred: r.IsPreferred, PhoneTypeId: r.PhoneTypeId })),
  ).map((p) => ({
    PhoneExt: p.Phone + (p.Extension ?? ''),
    IsPreferred: p.IsPreferred,
    PhoneTypeId: p.PhoneTypeId,
  }));
}

export function toSaveBody(v: BranchFormValues): NewBranch {
  return {
    Name: v.Name.trim(),
    StatusId: v.StatusId,
    BranchManagerId: v.BranchManagerId,
    BranchPhoneNumbers: phonesToSave(v.BranchPhoneNumbers),
    Notes: v.Notes,
    TermsAndConditions: v.TermsAndConditions,
    ServiceGroups: v.ServiceGroups,
    GrowingDegreeDay: v.GrowingDegreeDay ?? 0,
  };
}

/** Content of the chosen groups that differs from what was loaded: what needs saving. */
export function changedContents(
  v: BranchFormValues,
  loaded: BranchFormValues,
): { id: number; text: string }[] {
  return v.ServiceGroups.filter(
    (g) => (v.Contents[g] ?? '').trim() !== (loaded.Contents[g] ?? '').trim(),
  ).map((g) => ({ id: g, text: v.Contents[g] ?? '' }));
}

/** Keeps exactly one row preferred after rows are removed (the first, when the preferred one went). */
export function withOnePreferred(rows: PhoneRow[]): PhoneRow[] {
  if (!rows.length || rows.some((r) => r.IsPreferred)) return rows;
  return rows.map((r, i) => ({ ...r, IsPreferred: i === 0 }));
}
