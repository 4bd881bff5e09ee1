import { describe, expect, it } from 'vitest';
import { originMatches } from './origins';

describe('originMatches', () => {
  it('matches any port where the pattern has * in the port position', () => {
    expect(originMatches('http://localhost:*', 'http://localhost:5173')).toBe(true);
    expect(originMatches('http://localhost:*', 'http://localhost')).toBe(true);
    expect(originMatches('http://127.0.0.1:*', 'http://127.0.0.1:4000')).toBe(true);
  });

  it('keeps scheme and host exact', () => {
    expect(originMatches('http://localhost:*', 'https://localhost:5173')).toBe(false);
    expect(originMatches('http://localhost:*', 'http://localhost.evil.example:5173')).toBe(false);
    expect(originMatches('https://ph.example.com', 'https://ph.example.com')).toBe(true);
    expect(originMatches('https://ph.example.com', 'https://ph.example.com:8443')).toBe(false);
    expect(originMatches('https://ph.example.com', 'https://evil.ph.example.com')).toBe(false);
  });

  it('refuses anything that is not an origin', () => {
    expect(originMatches('http://localhost:*', 'null')).toBe(false);
    expect(originMatches('http://localhost:*', 'http://localhost:5173/path')).toBe(false);
    expect(originMatches('not a pattern', 'http://localhost:5173')).toBe(false);
  });
});
