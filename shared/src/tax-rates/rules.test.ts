import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv, readTaxRateCsv, taxOn, taxRateE4, taxRateZip } from './rules';

describe('tax rate fields', () => {
  it('masks zips as 5 digits or 5-4', () => {
    expect(taxRateZip('60201')).toBe('60201');
    expect(taxRateZip('602011234')).toBe('60201-1234');
    expect(taxRateZip(' 60201-1234 ')).toBe('60201-1234');
    for (const bad of ['6020', '602012', '60201-12', 'abcde', '']) expect(taxRateZip(bad)).toBeNull();
  });

  it('holds rates exactly to 4 decimals within 0-100', () => {
    expect(taxRateE4(10.25)).toBe(102500);
    expect(taxRateE4(8.875)).toBe(88750);
    expect(taxRateE4(0)).toBe(0);
    expect(taxRateE4(100)).toBe(1_000_000);
    expect(taxRateE4(100.0001)).toBeNull();
    expect(taxRateE4(-1)).toBeNull();
    expect(taxRateE4(1.23456)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (e4) => {
        expect(taxRateE4(e4 / 10_000)).toBe(e4);
      }),
    );
  });

  it('works tax in integers, to the nearest cent', () => {
    expect(taxOn(10000, 102500)).toBe(1025);
    expect(taxOn(199, 102500)).toBe(20); // 20.3975 cents
    expect(taxOn(-199, 102500)).toBe(-20);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), fc.integer({ min: 0, max: 1_000_000 }), (c, r) => {
        const exact = BigInt(c) * BigInt(r);
        const diff = BigInt(taxOn(c, r)) * 1_000_000n - exact;
        expect(diff > -500_000n && diff <= 500_000n).toBe(true);
      }),
    );
  });
});

describe('tax rate csv', () => {
  it('reads quoted fields, doubled quotes and CRLF', () => {
    expect(parseCsv('a,"b,c","say ""hi"""\r\nx,,z\n')).toEqual([
      ['a', 'b,c', 'say "hi"'],
      ['x', '', 'z'],
    ]);
  });

  it('reads rows after the header, skipping blank lines but counting them', () => {
    const text =
      '\uFEFFzipcode, TaxRate ,EFFECTIVEDATE\r\n60201,10.25,1/1/2026\r\n\r\n60202-1234,9.5%,2026-07-01\r\n';
    expect(readTaxRateCsv(text)).toEqual({
      errors: [],
      rows: [
        { line: 2, zipCode: '60201', rateE4: 102500, effectiveDate: '2026-01-01' },
        { line: 4, zipCode: '60202-1234', rateE4: 95000, effectiveDate: '2026-07-01' },
      ],
    });
  });

  it('names each bad line', () => {
    const text = [
      'ZipCode,TaxRate,EffectiveDate',
      '60201,10.25,1/1/2026',
      '6020,10.25,1/1/2026',
      '60202,ten,1/1/2026',
      '60203,10.25,2/30/2026',
      '60204,10.25',
      '60201,9,2026-01-01',
    ].join('\n');
    expect(readTaxRateCsv(text).errors).toEqual([
      'Line 3: "6020" is not a zip code. Please enter a zip code of 5 digits, or 5 digits, a dash and 4 digits.',
      'Line 4: "ten" is not a tax rate. Please enter a tax rate from 0 to 100 percent with at most 4 decimals.',
      'Line 5: "2/30/2026" is not a date (M/d/yyyy or yyyy-MM-dd).',
      'Line 6: expected 3 values, found 2.',
      'Line 7: 60201 effective 2026-01-01 is already on line 2.',
    ]);
  });

  it('wants the header and at least one rate', () => {
    expect(readTaxRateCsv('Zip,Rate,Date\n60201,1,1/1/2026').errors).toEqual([
      'Line 1: the first line must be the header ZipCode,TaxRate,EffectiveDate.',
    ]);
    expect(readTaxRateCsv('ZipCode,TaxRate,EffectiveDate\n\n').errors).toEqual([
      'The file has no tax rates after the header line.',
    ]);
  });
});
