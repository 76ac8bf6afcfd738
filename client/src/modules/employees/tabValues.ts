import {
  dollarsToCents,
  parsePhone,
  PhoneTypes,
  type Cents,
  type Employee,
  type IsoDate,
  type PhoneValue,
} from '@canopy/shared';

/**
 * Each tab edits its own slice of the employee. Form values use the inputs' value types (strings
 * for selects, cents for money, PhoneValue for phones); `toBody` turns them into the wire shape.
 */
export type BasicValues = { Version: number; FirstName: string; LastName: string };

export type PhoneRow = { Number: PhoneValue | null; PhoneTypeId: string; IsPreferred: boolean };
export type ContactValues = {
  Version: number;
  Email: string;
  Address: string;
  City: string;
  State: string;
  Zip: string;
  Phones: PhoneRow[];
};

export type GeoRow = { City: string; State: string; Zip: string };
export type GeographicValues = { Version: number; GeographicAssignments: GeoRow[] };

export type ContactPersonRow = { Name: string; Phone: PhoneValue | null };
export type EmergencyValues = { Version: number; EmergencyContacts: ContactPersonRow[] };

export type ShiftRow = { Day: string; Range: [number, number] };
export type WorkValues = {
  Version: number;
  JobTitleIds: string[];
  PrimaryBranchId: string | null;
  BranchIds: string[];
  AssignedToAllBranches: boolean;
  Crew: boolean;
  IsSalesRep: boolean;
  ReceivesCommission: boolean;
  EmployeeOverrideCommission: boolean;
  SalesTerritoryId: string | null;
  DateStart: IsoDate | null;
  DateReview: IsoDate | null;
  WorkShifts: ShiftRow[];
};

export type WageValues = {
  Version: number;
  HourlyWage: Cents | null;
  DecreaseSupplementalAmount: Cents | null;
};

const str = (v: string | null | undefined) => v ?? '';
const blankToNull = (v: string) => (v.trim() ? v.trim() : null);
const idOrNull = (v: number | null) => (v == null ? null : String(v));
const centsToDollars = (c: Cents | null) => (c == null ? null : c / 100);

export const toBasic = (e: Employee): BasicValues => ({
  Version: e.Version,
  FirstName: e.FirstName,
  LastName: e.LastName,
});

export const basicBody = (v: BasicValues) => ({
  Version: v.Version,
  FirstName: v.FirstName.trim(),
  LastName: v.LastName.trim(),
});

export const blankPhone = (preferred = false): PhoneRow => ({
  Number: null,
  PhoneTypeId: String(PhoneTypes.Mobile),
  IsPreferred: preferred,
});

export const toContact = (e: Employee): ContactValues => ({
  Version: e.Version,
  Email: str(e.Email),
  Address: str(e.Address),
  City: str(e.City),
  State: str(e.State),
  Zip: str(e.Zip),
  Phones: e.EmployeePhoneNumbers.map((p) => ({
    Number: { Phone: p.Phone, Extension: str(p.Extension) },
    PhoneTypeId: String(p.PhoneTypeId),
    IsPreferred: p.IsPreferred,
  })),
});

/** Rows without a number are left out; the server applies the spec's phone rule to the rest. */
export const contactBody = (v: ContactValues) => ({
  Version: v.Version,
  Email: blankToNull(v.Email),
  Address: blankToNull(v.Address),
  City: blankToNull(v.City),
  State: blankToNull(v.State.toUpperCase()),
  Zip: blankToNull(v.Zip),
  EmployeePhoneNumbers: v.Phones.filter((p) => p.Number?.Phone).map((p) => ({
    Phone: p.Number!.Phone,
    Extension: p.Number!.Extension || null,
    IsPreferred: p.IsPreferred,
    PhoneTypeId: Number(p.PhoneTypeId),
  })),
});

export const toGeographic = (e: Employee): GeographicValues => ({
  Version: e.Version,
  GeographicAssignments: e.GeographicAssignments.map((g) => ({
    City: str(g.City),
    State: str(g.State),
    Zip: str(g.Zip),
  })),
});

export const geographicBody = (v: GeographicValues) => ({
  Version: v.Version,
  GeographicAssignments: v.GeographicAssignments.map((g) => ({
    City: blankToNull(g.City),
    State: blankToNull(g.State.toUpperCase()),
    Zip: blankToNull(g.Zip),
  })),
});

export const toEmergency = (e: Employee): EmergencyValues => ({
  Version: e.Version,
  EmergencyContacts: e.EmergencyContacts.map((c) => ({ Name: c.Name, Phone: parsePhone(c.Phone) })),
});

export const emergencyBody = (v: EmergencyValues) => ({
  Version: v.Version,
  EmergencyContacts: v.EmergencyContacts.map((c) => ({
    Name: c.Name.trim(),
    Phone: `${c.Phone?.Phone ?? ''}${c.Phone?.Extension ?? ''}`,
  })),
});

export const toWork = (e: Employee): WorkValues => ({
  Version: e.Version,
  JobTitleIds: e.JobTitleIds.map(String),
  PrimaryBranchId: idOrNull(e.PrimaryBranchId),
  BranchIds: e.BranchIds.map(String),
  AssignedToAllBranches: e.AssignedToAllBranches,
  Crew: e.Crew,
  IsSalesRep: e.IsSalesRep,
  ReceivesCommission: e.ReceivesCommission,
  EmployeeOverrideCommission: e.EmployeeOverrideCommission,
  SalesTerritoryId: idOrNull(e.SalesTerritoryId),
  DateStart: e.DateStart,
  DateReview: e.DateReview,
  WorkShifts: e.WorkShifts.map((s) => ({ Day: String(s.Day), Range: [s.TimeStart, s.TimeEnd] })),
});

export const workBody = (v: WorkValues) => ({
  Version: v.Version,
  JobTitleIds: v.JobTitleIds.map(Number),
  PrimaryBranchId: v.PrimaryBranchId ? Number(v.PrimaryBranchId) : null,
  BranchIds: v.AssignedToAllBranches ? [] : v.BranchIds.map(Number),
  AssignedToAllBranches: v.AssignedToAllBranches,
  Crew: v.Crew,
  IsSalesRep: v.IsSalesRep,
  ReceivesCommission: v.ReceivesCommission,
  EmployeeOverrideCommission: v.EmployeeOverrideCommission,
  SalesTerritoryId: v.SalesTerritoryId ? Number(v.SalesTerritoryId) : null,
  DateStart: v.DateStart,
  DateReview: v.DateReview,
  WorkShifts: v.WorkShifts.map((s) => ({ Day: Number(s.Day), TimeStart: s.Range[0], TimeEnd: s.Range[1] })),
});

export const toWage = (e: Employee): WageValues => ({
  Version: e.Version,
  HourlyWage: e.HourlyWage == null ? null : dollarsToCents(e.HourlyWage),
  DecreaseSupplementalAmount:
    e.DecreaseSupplementalAmount == null ? null : dollarsToCents(e.DecreaseSupplementalAmount),
});

export const wageBody = (v: WageValues) => ({
  Version: v.Version,
  HourlyWage: centsToDollars(v.HourlyWage),
  DecreaseSupplementalAmount: centsToDollars(v.DecreaseSupplementalAmount),
});
