import { http, HttpResponse } from 'msw';
import { CREW_LOOKUPS, otherItemTypesLookup } from '../../offline/lookups';
import { mockApi } from '../../test/mockApi';
import type { TestDevice } from '../work-order-services/crewTesting';
import type { AccountLocation, ItemSize, OtherItemType, ServiceItem } from '@canopy/shared';

export const location: AccountLocation = {
  Id: 12,
  Name: 'Main house',
  AccountId: 3,
  AccountName: 'Oak Estates',
  Address: '1 Elm St',
  City: 'Evanston',
  State: 'IL',
  Zip: '60201',
  BranchId: 1,
  BranchName: 'North',
  SalesTerritoryId: null,
  SalesTerritoryName: null,
  StatusId: 1,
  SalesRepId: null,
  SalesRepName: null,
  IsBillTo: true,
  ServiceIsAccount: true,
  CallAhead: false,
  Directions: null,
  Latitude: null,
  Longitude: null,
  MapUrl: null,
  LocationPhoneNumbers: [],
  ContactLocations: [],
  HasTaxRate: true,
  TaxRateWarning: null,
  Transfers: [],
  Version: 1,
};

const blank = {
  AccountLocationId: 12,
  TypeId: null,
  TypeName: null,
  OtherServiceItemTypeId: null,
  ScientificName: null,
  ServiceGroups: [],
  SizeId: null,
  SizeName: null,
  LocationId: null,
  LocationName: null,
  ConditionId: null,
  ConditionName: null,
  Latitude: null,
  Longitude: null,
  Coordinates: null,
  Notes: null,
  Version: 1,
} satisfies Omit<ServiceItem, 'Id' | 'Name'>;

export const oak: ServiceItem = {
  ...blank,
  Id: 101,
  TypeId: 1,
  TypeName: 'Tree',
  Name: 'Tree',
  ServiceGroups: [1],
  SizeId: 7,
  SizeName: '7-12 in DBH',
  LocationId: 4,
  LocationName: 'Front yard',
  ConditionId: 2,
  ConditionName: 'Fair',
  Latitude: 42.0451,
  Longitude: -87.6877,
  Coordinates: '42.0451, -87.6877',
  Notes: 'Large oak by the driveway; deadwood over the garage roof should come out before winter storms.',
  Version: 3,
};

export const maple: ServiceItem = {
  ...blank,
  Id: 102,
  OtherServiceItemTypeId: 31,
  Name: 'Japanese maple',
  ScientificName: 'Acer palmatum',
};

export const types = [
  { Id: 1, Name: 'Tree', ServiceGroups: [1], Archived: false, Version: 1 },
  { Id: 2, Name: 'Shrub', ServiceGroups: [2], Archived: false, Version: 1 },
];
const size = (Id: number, Name: string, ServiceGroups = [1]): ItemSize => ({
  Id,
  Name,
  SizeUnitOfMeasureId: ServiceGroups.includes(1) ? 1 : 2,
  SizeUnitOfMeasure: ServiceGroups.includes(1) ? 'in DBH' : 'sq ft',
  ServiceGroups,
  SortOrder: Id,
  Archived: false,
  Version: 1,
});
export const sizes = [size(6, '0-6 in DBH'), size(7, '7-12 in DBH'), size(8, '0-50 sq ft', [2])];
export const itemLocations = [
  { Id: 4, Name: 'Front yard', Archived: false, Version: 1 },
  { Id: 5, Name: 'Back yard', Archived: false, Version: 1 },
];
export const conditions = [
  { Id: 1, Name: 'Good' },
  { Id: 2, Name: 'Fair' },
];

const list = <T>(rows: T[]) => HttpResponse.json(rows, { headers: { 'X-List-Count': String(rows.length) } });

/**
 * The API of the inventory screens' tests: the location, the catalogue choices and the location's
 * items and kinds of plant. Every write but the catalogue reads lands in `calls`. Call once, at
 * the top of the test file.
 */
export function mockInventoryApi(opts: { items?: ServiceItem[]; others?: OtherItemType[] } = {}) {
  const items = opts.items ?? [oak, maple];
  const others = opts.others ?? [];
  const { server, record } = mockApi([
    http.get('/api/v1/accounts/accountLocations/12', () => HttpResponse.json(location)),
    http.post('/api/v1/serviceItems/types/_search', () => list(types)),
    http.post('/api/v1/serviceItems/sizes/_search', () => list(sizes)),
    http.post('/api/v1/serviceItems/locations/_search', () => list(itemLocations)),
    http.get('/api/v1/serviceItems/conditions', () => HttpResponse.json(conditions)),
    http.post('/api/v1/serviceItems/otherItemTypes/_search', () => list(others)),
    http.post('/api/v1/serviceItems/_search', () => list(items)),
    http.get('/api/v1/serviceItems/:id', ({ params }) => {
      const found = items.find((i) => i.Id === Number(params.id));
      return found ? HttpResponse.json(found) : HttpResponse.json({ Message: 'Not found' }, { status: 404 });
    }),
    http.post('/api/v1/serviceItems/addAccountLocationOtherItemType', async ({ request }) => {
      const body = (await request.json()) as OtherItemType;
      return HttpResponse.json({ ...body, Id: 31 });
    }),
    http.post('/api/v1/serviceItems', async ({ request }) => {
      const body = (await request.json()) as Partial<ServiceItem>;
      return HttpResponse.json({ ...blank, Name: 'Tree', ...body, Id: 200 + calls.length, Version: 1 });
    }),
  ]);
  const catalogue = /\/(types|sizes|locations|otherItemTypes)\/_search$|\/conditions$/;
  const calls = record((c) => c.method !== 'GET' && !catalogue.test(c.path));
  return { server, calls };
}

/**
 * The catalogue lists and the location as a sync round leaves them on the device, so the forms
 * have their choices at once, with or without a connection.
 */
export async function keepChoices(device: TestDevice, others: OtherItemType[] = []) {
  await device.lookup(CREW_LOOKUPS.itemTypes, types);
  await device.lookup(CREW_LOOKUPS.itemSizes, sizes);
  await device.lookup(CREW_LOOKUPS.itemLocations, itemLocations);
  await device.lookup(CREW_LOOKUPS.conditions, conditions);
  await device.lookup(otherItemTypesLookup(12), others);
  await device.lookup('/accounts/accountLocations/12', location);
}
