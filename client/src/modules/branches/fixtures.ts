import type { Branch } from '@canopy/shared';

/** A stored branch as GET branches/{id} answers, for the branch form tests. */
export const oakPark: Branch = {
  Id: 5,
  Name: 'Oak Park',
  StatusId: 1,
  BranchStatus: { Id: 1, Name: 'Active' },
  BranchManagerId: 4,
  BranchManager: { Id: 4, FirstName: 'Bea', LastName: 'Birch' },
  BranchPhoneNumbers: [
    { Id: 1, Phone: '7085550100', Extension: '', PhoneExt: '7085550100', IsPreferred: true, PhoneTypeId: 2 },
  ],
  Notes: null,
  TermsAndConditions: null,
  ServiceGroups: [1],
  ServiceGroupContents: [{ BranchId: 5, ServiceGroupId: 1, Content: 'Pruning to ANSI A300.' }],
  GrowingDegreeDay: 1200,
  Version: 3,
};

export const employees = [
  { Id: 4, Name: 'Bea Birch' },
  { Id: 9, Name: 'Cal Cedar' },
];
