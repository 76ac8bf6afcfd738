import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chemicalFormProblems, dilutionText, formatRate } from './rules';

describe('chemical dilution text', () => {
  it("reads 'rate unit per carrier'", () => {
    expect(dilutionText(2, 'oz', '100 gal')).toBe('2 oz per 100 gal');
    expect(dilutionText(1.5, 'fl oz', ' 1 gal water ')).toBe('1.5 fl oz per 1 gal water');
    expect(dilutionText(0.25, null, '100 gal')).toBe('0.25 per 100 gal');
    expect(dilutionText(3, 'qt', null)).toBe('3 qt');
    expect(dilutionText(null, 'oz', '100 gal')).toBe('');
  });

  it('writes rates without float noise (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (hundredths) => {
        const text = formatRate(hundredths / 100);
        expect(Number(text)).toBe(hundredths / 100);
        expect(text).toMatch(/^\d+(\.\d{1,2})?$/);
      }),
    );
  });
});

describe('chemical form', () => {
  const good = {
    Name: 'Horticultural Oil',
    StatusId: 1,
    MixRate: 2,
    TemperatureRangeLow: 40,
    TemperatureRangeHigh: 90,
    ChemicalUpCharge: 12.5,
  };
  it('accepts a good form and reports each bad field', () => {
    expect(chemicalFormProblems(good)).toEqual({});
    expect(
      chemicalFormProblems({
        ...good,
        Name: ' ',
        StatusId: 9,
        TemperatureRangeLow: 95,
        ChemicalUpCharge: -1,
      }),
    ).toEqual({
      Name: ['Name is required.'],
      StatusId: ['Please select a status.'],
      TemperatureRangeLow: ['The low temperature must not be above the high temperature.'],
      ChemicalUpCharge: ['Please avoid entering negative dollar amounts.'],
    });
    expect(chemicalFormProblems({ ...good, ChemicalUpCharge: 1.005 })).toEqual({
      ChemicalUpCharge: ['Up charge must be in dollars and cents.'],
    });
  });
});
