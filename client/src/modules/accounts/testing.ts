import { http, HttpResponse } from 'msw';
import type { Account, Contact } from '@canopy/shared';

const items = (...names: string[]) => names.map((Name, i) => ({ Id: i + 1, Name }));

/** The lookups the account screens load: settings lists, branches, arborists, territories, people. */
export const lookupHandlers = [
  http.get('/api/v1/accounts/accountTypes', () => HttpResponse.json(items('Customer', 'Prospect', 'Other'))),
  http.get('/api/v1/accounts/clientTypes', () =>
    HttpResponse.json(items('Commercial', 'Residential', 'Other')),
  ),
  http.get('/api/v1/accounts/sources', () => HttpResponse.json(items('Referral', 'Website'))),
  http.get('/api/v1/accounts/sourceCodes', () => HttpResponse.json(items('SPRING24'))),
  http.get('/api/v1/accounts/inactiveReasons', () => HttpResponse.json(items('Moved', 'Price'))),
  http.get('/api/v1/accounts/contactTitles', () => HttpResponse.json(items('Owner', 'Manager'))),
  http.get('/api/v1/branches/employee/:me/:claimTypeId', () =>
    HttpResponse.json({
      AllBranchesOption: true,
      Branches: [
        { Id: 1, Name: 'North Shore', StatusId: 1 },
        { Id: 2, Name: 'Lakeview', StatusId: 1 },
      ],
    }),
  ),
  http.get('/api/v1/accounts/arborists', () =>
    HttpResponse.json([
      { Id: 6, Name: 'Sam Birch' },
      { Id: 7, Name: 'Marcus Reed' },
    ]),
  ),
  http.get('/api/v1/salesTerritories/all', () =>
    HttpResponse.json([
      { Id: 5, Name: 'North Shore West', BranchId: 1 },
      { Id: 8, Name: 'Lakeview East', BranchId: 2 },
    ]),
  ),
  http.get('/api/v1/employees/simple', () =>
    HttpResponse.json([
      { Id: 6, Name: 'Sam Birch' },
      { Id: 7, Name: 'Marcus Reed' },
    ]),
  ),
  http.get('/api/v1/account-office-comments/recent/:id', () => HttpResponse.json(null)),
];

export function contactFixture(overrides: Partial<Contact> = {}): Contact {
  return {
    Id: 31,
    AccountId: 12,
    FirstName: 'Jane',
    LastName: 'Doe',
    Email: 'jane@mail.example',
    TitleId: null,
    TitleName: null,
    StatusId: 1,
    ReceivesBilling: true,
    ReceivesProposal: true,
    IsPrimary: true,
    ContactPhoneNumbers: [{ Id: 1, Phone: '8475550101', Extension: '', PhoneTypeId: 2, IsPreferred: true }],
    Version: 1,
    ...overrides,
  };
}

export function accountFixture(overrides: Partial<Account> = {}): Account {
  return {
    Id: 12,
    Name: 'Lakeside Towers HOA',
    AccountTypeId: 1,
    ClientTypeId: 1,
    StatusId: 2,
    InactiveReasonId: null,
    SourceId: null,
    SourceDetailId: null,
    MinimumDownPayment: null,
    CallFirstBeforeAutoPay: false,
    BillingAddressId: null,
    Address: null,
    Employees: [],
    CustomerSince: null,
    DoNotEmail: false,
    TaxExempt: false,
    AccountBalance: { Balance: 0 },
    BranchId: 1,
    BranchName: 'North Shore',
    ArboristId: 6,
    ArboristName: 'Sam Birch',
    SalesTerritoryId: null,
    Version: 3,
    AccountLocations: [],
    AccountContacts: [contactFixture()],
    ...overrides,
  };
}
