import type { Employee, EmployeeRights } from '@canopy/shared';
import type { EmployeesRepo } from './employees.repo';

type Row = NonNullable<Awaited<ReturnType<EmployeesRepo['byId']>>>;
type Children = Awaited<ReturnType<EmployeesRepo['children']>>;
type User = Awaited<ReturnType<EmployeesRepo['user']>>;

export const centsToMoney = (c: number | null) => (c == null ? null : c / 100);
export const moneyToCents = (m: number | null | undefined) => (m == null ? null : Math.round(m * 100));

export function toEmployee(
  e: Row,
  parts: {
    branches: { branch_id: number; name: string }[];
    jobTitleIds: number[];
    children: Children;
    user: User;
    rights: EmployeeRights;
    photoUrl: string | null;
    signatureUrl: string | null;
  },
): Employee {
  const [phones, geo, contacts, shifts, certs] = parts.children;
  return {
    Id: e.id,
    FirstName: e.first_name,
    LastName: e.last_name,
    JobTitleIds: parts.jobTitleIds,
    BranchIds: parts.branches.map((b) => b.branch_id).sort((a, b) => a - b),
    EmployeeBranches: parts.branches.map((b) => ({ BranchId: b.branch_id, BranchName: b.name })),
    PrimaryBranchId: e.primary_branch_id,
    StatusId: e.status_id,
    Version: e.version,
    Crew: !!e.crew,
    AssignedToAllBranches: !!e.assigned_to_all_branches,
    EmployeeOverrideCommission: !!e.employee_override_commission,
    IsSalesRep: !!e.is_sales_rep,
    ReceivesCommission: !!e.receives_commission,
    Email: e.email,
    Address: e.address,
    City: e.city,
    State: e.state,
    Zip: e.zip,
    EmployeePhoneNumbers: phones.map((p) => ({
      Phone: p.phone,
      Extension: p.extension,
      IsPreferred: !!p.is_preferred,
      PhoneTypeId: p.phone_type_id,
    })),
    SalesTerritoryId: e.sales_territory_id,
    GeographicAssignments: geo.map((g) => ({ City: g.city, State: g.state, Zip: g.zip })),
    EmergencyContacts: contacts.map((c) => ({ Name: c.name, Phone: c.phone })),
    DateStart: e.date_start,
    DateReview: e.date_review,
    WorkShifts: shifts.map((s) => ({ Day: s.day, TimeStart: s.time_start, TimeEnd: s.time_end })),
    HourlyWage: parts.rights.viewWage ? centsToMoney(e.hourly_wage_cents) : null,
    DecreaseSupplementalAmount: parts.rights.viewWage
      ? centsToMoney(e.decrease_supplemental_amount_cents)
      : null,
    UserRoleId: parts.user?.role_id ?? null,
    HasPortalAccess: !!parts.user,
    Username: parts.user?.username ?? null,
    AuthUserId: parts.user?.id ?? null,
    PortalAccessVersion: parts.user?.version ?? null,
    Certifications: certs.map((c) => ({
      Id: c.id,
      CertificationTypeId: c.certification_type_id,
      StatusId: c.status_id,
      StandardCertificationId: c.standard_certification_id,
      Name: c.name,
      Credits: c.credits,
      Notes: c.notes,
      DateAchieved: c.date_achieved,
      DateExpires: c.date_expires,
    })),
    PhotoUrl: parts.photoUrl,
    SignatureUrl: parts.signatureUrl,
    Rights: parts.rights,
  };
}

/** One CSV cell; a leading = + - @ is neutralised so spreadsheets do not run it as a formula. */
export function csvCell(v: unknown): string {
  let s = v == null ? '' : String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
