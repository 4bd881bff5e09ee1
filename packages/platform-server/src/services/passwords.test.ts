import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with scrypt and a salt of its own per hash', async () => {
    const [first, second] = await Promise.all([hashPassword('Demo1234'), hashPassword('Demo1234')]);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Demo1234', first)).toBe(true);
    expect(await verifyPassword('Demo1234', second)).toBe(true);
  });

  it('refuses a wrong password and a malformed stored hash', async () => {
    const stored = await hashPassword('Demo1234');
    expect(await verifyPassword('demo1234', stored)).toBe(false);
    expect(await verifyPassword('Demo1234', 'plain-text')).toBe(false);
    expect(await verifyPassword('Demo1234', stored.replace(/\$[^$]+$/, '$AAAA'))).toBe(false);
    expect(await verifyAgainstDecoy('Demo1234')).toBe(false);
  });
});
