import { Type, type Static } from 'typebox';
import { Nullable } from '../platform/nullable';
import { SearchRequest } from '../platform/http';
import { Bounds } from '../platform/bounds';

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** Dollars with at most two decimals; stored as integer cents. */
const Money = Type.Number({ minimum: 0, maximum: 1_000_000, multipleOf: 0.01 });

export const EmployeePhone = Type.Object({
  Phone: Type.String({ maxLength: 40 }),
  Extension: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  IsPreferred: Type.Optional(Type.Boolean()),
  PhoneTypeId: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
});
export const GeographicAssignment = Type.Object({
  City: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  State: Type.Optional(Nullable(Type.String({ maxLength: 2 }))),
  Zip: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
});
export const EmergencyContact = Type.Object({
  Name: Type.String({ maxLength: 200 }),
  Phone: Type.String({ maxLength: 30 }),
});
/** Day -1 = every day, 1–7 a weekday; times are half-hour steps 0–48 where 48 means 23:59. */
export const WorkShift = Type.Object({
  Day: Type.Integer({ minimum: -1, maximum: 7 }),
  TimeStart: Type.Integer({ minimum: 0, maximum: 48 }),
  TimeEnd: Type.Integer({ minimum: 0, maximum: 48 }),
});
export const Certification = Type.Object({
  Id: Type.Optional(Type.Integer()),
  CertificationTypeId: Bounds.Id(),
  StatusId: Type.Optional(Bounds.Id()),
  StandardCertificationId: Type.Optional(Nullable(Type.Integer())),
  Name: Type.String({ minLength: 1, maxLength: 200 }),
  Credits: Type.Optional(Type.Number({ minimum: 0, maximum: 100000 })),
  Notes: Type.Optional(Nullable(Type.String({ maxLength: 4000 }))),
  DateAchieved: Type.Optional(Nullable(Day)),
  DateExpires: Type.Optional(Nullable(Day)),
});
export type Certification = Static<typeof Certification>;

export const Employee = Type.Object({
  Id: Type.Integer(),
  FirstName: Type.String(),
  LastName: Type.String(),
  JobTitleIds: Type.Array(Type.Integer()),
  BranchIds: Type.Array(Type.Integer()),
  EmployeeBranches: Type.Array(Type.Object({ BranchId: Type.Integer(), BranchName: Type.String() })),
  PrimaryBranchId: Nullable(Type.Integer()),
  StatusId: Type.Integer(),
  Version: Type.Integer(),
  Crew: Type.Boolean(),
  AssignedToAllBranches: Type.Boolean(),
  EmployeeOverrideCommission: Type.Boolean(),
  IsSalesRep: Type.Boolean(),
  ReceivesCommission: Type.Boolean(),
  Email: Nullable(Type.String()),
  Address: Nullable(Type.String()),
  City: Nullable(Type.String()),
  State: Nullable(Type.String()),
  Zip: Nullable(Type.String()),
  EmployeePhoneNumbers: Type.Array(
    Type.Object({
      Phone: Type.String(),
      Extension: Nullable(Type.String()),
      IsPreferred: Type.Boolean(),
      PhoneTypeId: Type.Integer(),
    }),
  ),
  SalesTerritoryId: Nullable(Type.Integer()),
  GeographicAssignments: Type.Array(GeographicAssignment),
  EmergencyContacts: Type.Array(EmergencyContact),
  DateStart: Nullable(Type.String()),
  DateReview: Nullable(Type.String()),
  WorkShifts: Type.Array(WorkShift),
  HourlyWage: Nullable(Type.Number()),
  DecreaseSupplementalAmount: Nullable(Type.Number()),
  UserRoleId: Nullable(Type.Integer()),
  HasPortalAccess: Type.Boolean(),
  Username: Nullable(Type.String()),
  AuthUserId: Nullable(Type.Integer()),
  PortalAccessVersion: Nullable(Type.Integer()),
  Certifications: Type.Array(
    Type.Object({
      ...Certification.properties,
      Id: Type.Integer(),
      Credits: Type.Integer(),
      StatusId: Type.Integer(),
    }),
  ),
  PhotoUrl: Nullable(Type.String()),
  SignatureUrl: Nullable(Type.String()),
  Rights: Type.Object({
    view: Type.Boolean(),
    editBasic: Type.Boolean(),
    editOwn: Type.Boolean(),
    editFull: Type.Boolean(),
    viewWage: Type.Boolean(),
  }),
});
export type Employee = Static<typeof Employee>;

export const EmployeeSearch = Type.Object({
  ...SearchRequest.properties,
  StatusIds: Type.Optional(Type.Array(Type.Integer())),
  BranchIds: Type.Optional(Type.Array(Type.Integer())),
  JobTitleIds: Type.Optional(Type.Array(Type.Integer())),
  HasPortalAccess: Type.Optional(Nullable(Type.Boolean())),
  ReviewDateFrom: Type.Optional(Nullable(Day)),
  ReviewDateTo: Type.Optional(Nullable(Day)),
});
export type EmployeeSearch = Static<typeof EmployeeSearch>;

export const EmployeeRow = Type.Object({
  Id: Type.Integer(),
  FirstName: Type.String(),
  LastName: Type.String(),
  Email: Nullable(Type.String()),
  Phone: Nullable(Type.String()),
  PrimaryBranchId: Nullable(Type.Integer()),
  PrimaryBranchName: Nullable(Type.String()),
  JobTitleIds: Type.Array(Type.Integer()),
  StatusId: Type.Integer(),
  HasPortalAccess: Type.Boolean(),
  Username: Nullable(Type.String()),
  RoleName: Nullable(Type.String()),
  DateReview: Nullable(Type.String()),
  Version: Type.Integer(),
});
export type EmployeeRow = Static<typeof EmployeeRow>;

export const NewEmployee = Type.Object({
  User: Type.Object({
    FirstName: Type.String({ minLength: 1, maxLength: 100 }),
    LastName: Type.String({ minLength: 1, maxLength: 100 }),
    Email: Type.Optional(Nullable(Type.String({ maxLength: 320 }))),
    JobTitleIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 3 }))),
    PrimaryBranchId: Type.Optional(Nullable(Type.Integer())),
  }),
  Username: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  Password: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  UserRoleId: Type.Optional(Nullable(Type.Integer())),
  SendEmail: Type.Optional(Type.Boolean()),
});
export type NewEmployee = Static<typeof NewEmployee>;

const Versioned = { Version: Bounds.Version() };
export const BasicInfo = Type.Object({
  ...Versioned,
  FirstName: Type.String({ minLength: 1, maxLength: 100 }),
  LastName: Type.String({ minLength: 1, maxLength: 100 }),
});
export const ContactInfo = Type.Object({
  ...Versioned,
  Email: Type.Optional(Nullable(Type.String({ maxLength: 320 }))),
  Address: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  City: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  State: Type.Optional(Nullable(Type.String({ maxLength: 2 }))),
  Zip: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
  EmployeePhoneNumbers: Type.Array(EmployeePhone, { maxItems: 10 }),
});
export const GeographicInfo = Type.Object({
  ...Versioned,
  GeographicAssignments: Type.Array(GeographicAssignment, { maxItems: 100 }),
});
export const EmergencyContactsInfo = Type.Object({
  ...Versioned,
  EmergencyContacts: Type.Array(EmergencyContact, { maxItems: 10 }),
});
export const WorkInfo = Type.Object({
  ...Versioned,
  JobTitleIds: Type.Array(Type.Integer({ minimum: 1, maximum: 3 })),
  PrimaryBranchId: Nullable(Type.Integer()),
  BranchIds: Type.Array(Type.Integer()),
  AssignedToAllBranches: Type.Boolean(),
  Crew: Type.Optional(Type.Boolean()),
  IsSalesRep: Type.Boolean(),
  ReceivesCommission: Type.Boolean(),
  EmployeeOverrideCommission: Type.Boolean(),
  SalesTerritoryId: Type.Optional(Nullable(Type.Integer())),
  DateStart: Type.Optional(Nullable(Day)),
  DateReview: Type.Optional(Nullable(Day)),
  StatusId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  WorkShifts: Type.Array(WorkShift, { maxItems: 50 }),
});
export const WageInfo = Type.Object({
  ...Versioned,
  HourlyWage: Nullable(Money),
  DecreaseSupplementalAmount: Type.Optional(Nullable(Money)),
});
export const PortalAccess = Type.Object({
  Username: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  Password: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  Confirmation: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  Version: Type.Optional(Nullable(Type.Integer())),
  ResetPassword: Type.Optional(Type.Boolean()),
  UserRoleId: Type.Optional(Nullable(Type.Integer())),
  ChangePassword: Type.Optional(Type.Boolean()),
});
export type PortalAccess = Static<typeof PortalAccess>;

export const Lookup = Type.Object({ Id: Type.Integer(), Name: Type.String() });

export const EmployeeStatusList = [
  { Id: 1, Name: 'Active' },
  { Id: 2, Name: 'Inactive' },
];
export const JobTitleList = [
  { Id: 1, Name: 'Foreman' },
  { Id: 2, Name: 'Arborist' },
  { Id: 3, Name: 'Crew' },
];
export const CertificationTypeList = [
  { Id: 1, Name: 'License' },
  { Id: 2, Name: 'Certification' },
  { Id: 3, Name: 'Training' },
];
export const CertificationStatusList = [
  { Id: 1, Name: 'Active' },
  { Id: 2, Name: 'In Progress' },
  { Id: 3, Name: 'Expired' },
];
export const StandardCertificationList = [
  { Id: 1, Name: 'ISA Certified Arborist' },
  { Id: 2, Name: 'ISA Board Certified Master Arborist' },
  { Id: 3, Name: 'ISA Certified Tree Worker / Climber Specialist' },
  { Id: 4, Name: 'TCIA Certified Treecare Safety Professional' },
  { Id: 5, Name: 'State Commercial Pesticide Applicator' },
  { Id: 6, Name: 'Commercial Driver License (CDL)' },
  { Id: 7, Name: 'First Aid / CPR' },
  { Id: 8, Name: 'Aerial Lift Operator' },
  { Id: 9, Name: 'Chainsaw Safety' },
];
