import { http, HttpResponse } from 'msw';
import { type AccountLocation, type Contact } from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { mockApi } from '../../test/mockApi';
import { adminClaims, loginResponse } from '../../test/sessions';

export const signIn = (claims = adminClaims) =>
  useSessionStore.getState().signIn(loginResponse({ claims }), false);

const contact = (Id: number, FirstName: string, LastName: string, IsPrimary: boolean): Contact => ({
  Id,
  AccountId: 5,
  FirstName,
  LastName,
  Email: `${FirstName.toLowerCase()}@example.com`,
  TitleId: null,
  TitleName: null,
  StatusId: 1,
  ReceivesBilling: true,
  ReceivesProposal: true,
  IsPrimary,
  ContactPhoneNumbers: [],
  Version: 1,
});

export const contacts: Contact[] = [contact(31, 'Rosa', 'Diaz', true), contact(32, 'Sam', 'Lee', false)];

export function locationFixture(overrides: Partial<AccountLocation> = {}): AccountLocation {
  return {
    Id: 9,
    Name: 'Oak Street House',
    AccountId: 5,
    AccountName: 'Diaz Family',
    Address: '12 Oak St',
    City: 'Evanston',
    State: 'IL',
    Zip: '60201',
    BranchId: 1,
    BranchName: 'North Shore',
    SalesTerritoryId: 4,
    SalesTerritoryName: 'Evanston',
    StatusId: 1,
    SalesRepId: null,
    SalesRepName: null,
    IsBillTo: false,
    ServiceIsAccount: false,
    CallAhead: false,
    Directions: null,
    Latitude: null,
    Longitude: null,
    MapUrl: null,
    LocationPhoneNumbers: [{ Phone: '8475550100', Extension: null, PhoneTypeId: 2, IsPreferred: true }],
    ContactLocations: [
      {
        ContactId: 31,
        IsPrimaryContact: true,
        FirstName: 'Rosa',
        LastName: 'Diaz',
        Email: null,
        Phone: null,
      },
    ],
    HasTaxRate: true,
    TaxRateWarning: null,
    Transfers: [],
    Version: 3,
    ...overrides,
  };
}

const list = <T>(rows: T[]) => HttpResponse.json(rows, { headers: { 'X-List-Count': String(rows.length) } });

/**
 * The API of the location screens' tests, answering their lookups (branches, territories, reps,
 * the account and its contacts, note types and statuses); every write lands in `calls` and every
 * search in `searches`. Call once, at the top of the test file.
 */
export function mockLocationApi() {
  const { server, record } = mockApi([
    http.get('/api/v1/branches/employee/:me/:claimType', () =>
      HttpResponse.json({
        AllBranchesOption: true,
        Branches: [
          { Id: 1, Name: 'North Shore', StatusId: 1 },
          { Id: 2, Name: 'Lakeview', StatusId: 1 },
        ],
      }),
    ),
    http.get('/api/v1/salesTerritories/all', () =>
      HttpResponse.json([
        { Id: 4, Name: 'Evanston', BranchId: 1 },
        { Id: 6, Name: 'Lakeview East', BranchId: 2 },
      ]),
    ),
    http.get('/api/v1/accounts/:id/salesreps', () => HttpResponse.json([{ Id: 6, Name: 'Nina Patel' }])),
    http.get('/api/v1/accounts/5', () =>
      HttpResponse.json({ Id: 5, Name: 'Diaz Family', BranchId: 1, BranchName: 'North Shore' }),
    ),
    http.post('/api/v1/accounts/:id/contacts/_search', () => list(contacts)),
    http.get('/api/v1/accounts/accountLocations/notesTypes', () =>
      HttpResponse.json([{ Id: 1, Name: 'Gate code' }]),
    ),
    http.get('/api/v1/accounts/accountLocations/notesStatuses', () =>
      HttpResponse.json([
        { Id: 1, Name: 'Active' },
        { Id: 2, Name: 'Inactive' },
      ]),
    ),
    // The account panels the location screen embeds (account-extras), empty here.
    http.get('/api/v1/workOrders/idByLocationId/:id/:kind', () => list([])),
    http.get('/api/v1/invoices/open/:id', () => HttpResponse.json([])),
    http.post('/api/v1/accountPos/_search', () => list([])),
  ]);
  const calls = record((c) => c.method !== 'GET' && !c.path.endsWith('/_search'));
  const searches = record((c) => c.method !== 'GET' && c.path.endsWith('/_search'));
  return { server, calls, searches };
}

/** The server's answer to a refused location save. */
export const refused = (message: string, modelState: Record<string, string[]>) =>
  HttpResponse.json({ Message: message, ModelState: modelState }, { status: 400 });
