import { http, HttpResponse } from 'msw';
import type { Chemical, ChemicalRow } from '@canopy/shared';

/** A stored chemical as GET chemicals/{id} answers, for the chemical screen tests. */
export const hortOil: Chemical = {
  Id: 5,
  Name: 'Horticultural Oil',
  EpaNumber: '48813-1',
  Description: null,
  MixRate: 2,
  RateOfApplication: null,
  Target: 'Scale, mites',
  TemperatureRangeLow: 40,
  TemperatureRangeHigh: 90,
  MethodId: 1,
  Method: 'Foliar Spray',
  UnitId: 2,
  Unit: 'oz',
  CarrierId: 1,
  Carrier: '100 gal',
  StatusId: 1,
  Status: 'Active',
  InactiveReasonId: null,
  Active: true,
  IncludedInBaseVisit: false,
  ChemicalUpCharge: 12.5,
  DilutionText: '2 oz per 100 gal',
  Version: 3,
};

export const hortOilRow: ChemicalRow = {
  Id: 5,
  Name: 'Horticultural Oil',
  EpaNumber: '48813-1',
  Target: 'Scale, mites',
  Method: 'Foliar Spray',
  DilutionText: '2 oz per 100 gal',
  StatusId: 1,
  Status: 'Active',
  Active: true,
  IncludedInBaseVisit: false,
  ChemicalUpCharge: 12.5,
  Version: 3,
};

/** The lists the chemical form picks from. */
export const lookupHandlers = [
  http.get('/api/v1/chemicals/methods', () => HttpResponse.json([{ Id: 1, Name: 'Foliar Spray' }])),
  http.get('/api/v1/chemicals/units', () =>
    HttpResponse.json([
      { Id: 1, Name: 'fl oz' },
      { Id: 2, Name: 'oz' },
    ]),
  ),
  http.get('/api/v1/chemicals/carriers', () =>
    HttpResponse.json([
      { Id: 1, Name: '100 gal' },
      { Id: 2, Name: '1 gal' },
    ]),
  ),
  http.get('/api/v1/accounts/inactiveReasons', () =>
    HttpResponse.json([
      { Id: 4, Name: 'Discontinued' },
      { Id: 5, Name: 'Label withdrawn' },
    ]),
  ),
];

/** GET chemicals/5 and its pictures (none). */
export const hortOilHandlers = [
  http.get('/api/v1/chemicals/5', () => HttpResponse.json(hortOil)),
  http.get('/api/v1/chemicals/5/pics', () => HttpResponse.json([])),
];
