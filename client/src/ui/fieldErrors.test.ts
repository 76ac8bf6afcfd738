import { describe, expect, it } from 'vitest';
import { mapFieldErrors, resolveFieldPath } from './fieldErrors';

const values = { Name: 'x', address: { Zip: '1' }, Phones: [{ Phone: '1' }] };

describe('ModelState keys to form fields', () => {
  it('matches either case of each first letter and bracketed indexes', () => {
    expect(resolveFieldPath('name', values)).toBe('Name');
    expect(resolveFieldPath('Address.zip', values)).toBe('address.Zip');
    expect(resolveFieldPath('phones[0].phone', values)).toBe('Phones.0.Phone');
    expect(resolveFieldPath('Email', values)).toBeNull();
    expect(resolveFieldPath('Name.First', values)).toBeNull();
  });

  it('keeps the messages it cannot place for a toast', () => {
    expect(
      mapFieldErrors({ name: ['Required', 'Too long'], Email: ['Bad e-mail'], Zip: [] }, values),
    ).toEqual({
      errors: { Name: 'Required Too long' },
      unmapped: ['Bad e-mail'],
    });
  });
});
