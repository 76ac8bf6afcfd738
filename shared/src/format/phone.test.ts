import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPhone, formatPhoneTyping, isCompletePhone, parsePhone } from './phone';

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

describe('parsePhone', () => {
  it('takes the first 10 digits as the number and the rest as the extension', () => {
    expect(parsePhone('(555) 123-4567 x89')).toEqual({ Phone: '5551234567', Extension: '89' });
    expect(parsePhone('555.123.4567')).toEqual({ Phone: '5551234567', Extension: '' });
    expect(parsePhone('123-4567')).toEqual({ Phone: '1234567', Extension: '' });
    expect(parsePhone('')).toEqual({ Phone: '', Extension: '' });
  });

  it('calls a number under 10 digits incomplete', () => {
    expect(isCompletePhone('123-4567')).toBe(false);
    expect(isCompletePhone({ Phone: '5551234567', Extension: '' })).toBe(true);
    expect(isCompletePhone({ Phone: '555123456', Extension: '7' })).toBe(false);
    expect(isCompletePhone(null)).toBe(false);
  });
});

describe('formatPhone', () => {
  it('shows 10 digits as (###) ###-#### and 7 as ###-####', () => {
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatPhone('1234567')).toBe('123-4567');
    expect(formatPhone({ Phone: '5551234567', Extension: '123' })).toBe('(555) 123-4567 x123');
  });

  it('leaves other lengths as bare digits', () => {
    expect(formatPhone('55512')).toBe('55512');
    expect(formatPhone(null)).toBe('');
  });

  it('round-trips a number and extension', () => {
    fc.assert(
      fc.property(digits(10, 10), digits(0, 6), (Phone, Extension) => {
        expect(parsePhone(formatPhone({ Phone, Extension }))).toEqual({ Phone, Extension });
      }),
    );
  });

  it('round-trips a 7-digit number', () => {
    fc.assert(fc.property(digits(7, 7), (Phone) => parsePhone(formatPhone(Phone)).Phone === Phone));
  });
});

describe('formatPhoneTyping', () => {
  it('formats progressively as digits arrive', () => {
    expect(formatPhoneTyping('5')).toBe('(5');
    expect(formatPhoneTyping('5551')).toBe('(555) 1');
    expect(formatPhoneTyping('5551234')).toBe('(555) 123-4');
    expect(formatPhoneTyping('555123456789')).toBe('(555) 123-4567 x89');
  });

  it('drops a trailing separator so Backspace removes a digit', () => {
    expect(formatPhoneTyping('(555) 123-')).toBe('(555) 123');
    expect(formatPhoneTyping('(555) ')).toBe('(555');
  });

  it('keeps every digit typed', () => {
    fc.assert(
      fc.property(
        digits(0, 16),
        (d) => parsePhone(formatPhoneTyping(d)).Phone + parsePhone(formatPhoneTyping(d)).Extension === d,
      ),
    );
  });
});
