import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCoordinates, parseCoordinates } from './rules';

describe('inventory item coordinates', () => {
  it('reads the joined form with a comma, spaces or both', () => {
    expect(parseCoordinates('42.0451, -87.6877')).toEqual({ Latitude: 42.0451, Longitude: -87.6877 });
    expect(parseCoordinates('42.0451,-87.6877')).toEqual({ Latitude: 42.0451, Longitude: -87.6877 });
    expect(parseCoordinates(' 42.0451   -87.6877 ')).toEqual({ Latitude: 42.0451, Longitude: -87.6877 });
    expect(parseCoordinates('+41.9, .5')).toEqual({ Latitude: 41.9, Longitude: 0.5 });
  });

  it('refuses text that is not two numbers on the globe', () => {
    for (const bad of ['', '42.0451', 'north, west', '91, 10', '10, 181', '1,2,3', '42.1.2, 3', null])
      expect(parseCoordinates(bad)).toBeNull();
  });

  it('joins both parts or nothing', () => {
    expect(formatCoordinates(42.0451, -87.6877)).toBe('42.0451, -87.6877');
    expect(formatCoordinates(42.0451, null)).toBeNull();
  });

  it('reads back exactly what it joined, for every point on the globe', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (lat, lng) => {
          const back = parseCoordinates(formatCoordinates(lat, lng));
          // -0 joins as '0' and reads back as 0: the same point.
          expect(back).toEqual({ Latitude: lat + 0, Longitude: lng + 0 });
        },
      ),
    );
  });
});
