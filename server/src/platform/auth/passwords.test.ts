import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('are scrypt at N=2^15, r=8 for real use, salted, and check only the right password', async () => {
    const a = await hashPassword('Spruce-Needle-7');
    const b = await hashPassword('Spruce-Needle-7');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Spruce-Needle-7', a)).toBe(true);
    expect(await verifyPassword('spruce-needle-7', a)).toBe(false);
  });
});
