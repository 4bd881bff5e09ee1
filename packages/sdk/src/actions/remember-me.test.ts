import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMEMBER_ME_SECONDS, rememberedUsername, rememberUsername } from './remember-me';

/** A cookie jar that keeps what document.cookie is given, attributes and all. */
let written: string[];
let jar: Map<string, string>;
beforeEach(() => {
  written = [];
  jar = new Map();
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair, ...attributes] = line.split('; ');
      const [name, value] = pair!.split('=') as [string, string];
      if (attributes.includes('Max-Age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('remember me', () => {
  it('R9.09 keeps the username in a cookie for one day (Max-Age 86400)', () => {
    rememberUsername('demo01');
    expect(REMEMBER_ME_SECONDS).toBe(86_400);
    expect(written[0]).toContain('Max-Age=86400');
    expect(rememberedUsername()).toBe('demo01');
  });

  it('R9.09 never writes a password: the cookie holds the username alone', () => {
    rememberUsername('demo 01');
    expect(written).toEqual(['lk_remember=demo%2001; Max-Age=86400; Path=/; SameSite=Lax']);
  });

  it('R9.09 forgets the username when remember-me is unticked', () => {
    rememberUsername('demo01');
    rememberUsername('');
    expect(rememberedUsername()).toBe('');
  });
});
