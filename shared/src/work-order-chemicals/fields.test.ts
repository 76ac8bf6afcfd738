import { describe, expect, it } from 'vitest';
import { APPLICATION_FIELD_KEYS, missingFields, missingLine, type RecordFacts } from './fields';

const full: RecordFacts = {
  ApplicatorId: 5,
  LicenseNumber: 'IL-0001',
  EpaNumber: '100-1',
  TargetPest: 'Apple scab',
  Rate: '2 oz per 100 gal',
  TotalAmount: 40,
  AreaTreated: null,
  TreesTreated: 3,
  SiteAddress: '1 Elm St',
  AppliedAt: '2026-05-01T14:00:00.000Z',
  WindSpeedMph: 4,
  WindDirection: 'NW',
  TemperatureF: 61,
  ReEntryNotes: 'Keep off until dry',
};

describe('state-required application record fields', () => {
  it('finds nothing missing on a full record, everything missing without one', () => {
    expect(missingFields(full, APPLICATION_FIELD_KEYS)).toEqual([]);
    expect(missingFields(null, ['Wind', 'TargetPest'])).toEqual(['TargetPest', 'Wind']);
  });

  it('needs both wind speed and direction, and area or trees', () => {
    const r = { ...full, WindDirection: ' ', TreesTreated: null };
    expect(missingFields(r, ['Wind', 'AreaOrTrees', 'Temperature'])).toEqual(['AreaOrTrees', 'Wind']);
    expect(missingFields({ ...r, AreaTreated: '1,200 sq ft' }, ['AreaOrTrees'])).toEqual([]);
    expect(missingLine('Captan 50W', ['TargetPest', 'Wind'])).toBe(
      'Captan 50W: Target Pest, Wind Speed and Direction',
    );
  });
});
