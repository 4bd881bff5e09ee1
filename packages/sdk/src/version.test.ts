import { describe, expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
import { VERSION } from './version';

describe('VERSION', () => {
  it('matches package.json, so the loader pins the bundle that was built', () => {
    expect(VERSION).toBe(pkg.version);
  });
});
