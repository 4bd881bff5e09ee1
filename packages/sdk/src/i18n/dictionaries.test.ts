import { ErrorCode } from '@lobbykit/api-client';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../stores/keys';
import { bn } from './bn';
import { en } from './en';
import { expectSameMessageKeys } from './message-parity';
import { ty } from './ty';

function flatten(table: object, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(table)) {
    if (value && typeof value === 'object') Object.assign(out, flatten(value, `${prefix}${key}.`));
    else out[`${prefix}${key}`] = value;
  }
  return out;
}

const tables = { EN: flatten(en), TY: flatten(ty), BN: flatten(bn) };
const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('dictionaries', () => {
  it('R9.30 has a dictionary for each supported language: EN, TY and BN', () => {
    expect(Object.keys(tables)).toEqual([...SUPPORTED_LANGUAGES]);
  });

  it('EN, TY and BN have exactly the same keys', () => {
    const keys = Object.keys(tables.EN).sort();
    expect(Object.keys(tables.TY).sort()).toEqual(keys);
    expect(Object.keys(tables.BN).sort()).toEqual(keys);
  });

  it('has no empty or non-string value in any language', () => {
    for (const table of Object.values(tables)) {
      for (const [key, value] of Object.entries(table)) {
        expect(typeof value === 'string' && value.trim() !== '', `${key} = ${String(value)}`).toBe(true);
      }
    }
  });

  it('keeps the same {{placeholders}} in every translation', () => {
    for (const [key, value] of Object.entries(tables.EN)) {
      expect(placeholders(tables.TY[key]), `TY ${key}`).toEqual(placeholders(value));
      expect(placeholders(tables.BN[key]), `BN ${key}`).toEqual(placeholders(value));
    }
  });

  it('passes the shared parity assertion (expectSameMessageKeys) for TY and BN', () => {
    expect(() => expectSameMessageKeys(en, ty, 'core TY')).not.toThrow();
    expect(() => expectSameMessageKeys(en, bn, 'core BN')).not.toThrow();
  });

  it('leaves the words of a single widget to its namespace: no login or header section in the core', () => {
    expect(Object.keys(en)).not.toContain('login');
    expect(Object.keys(en)).not.toContain('header');
  });

  it('has a message for every api-client error code', () => {
    for (const code of Object.values(ErrorCode)) expect(tables.EN[`error.${code}`], code).toBeTruthy();
  });

  it('translates rather than copies: TY and BN differ from EN for sentences', () => {
    expect(tables.TY['logout.confirm']).not.toBe(tables.EN['logout.confirm']);
    expect(tables.BN['logout.confirm']).not.toBe(tables.EN['logout.confirm']);
    expect(tables.BN['logout.confirm']).toMatch(/[\u0980-\u09FF]/);
  });

  it.each([
    ['R8.16', 'error.network_error', 'Network link is abnormal, please try again'],
    ['R8.17', 'error.timeout', 'The page took longer time to load, please check your network connectivity'],
    ['R8.22', 'error.register_first', 'Please Register An Account First'],
    ['R8.23', 'error.not_logged_in', 'You are not logged in, please login'],
    ['R8.24', 'error.empty_credentials', 'Please enter the username and password'],
    ['R8.25', 'error.non_agent', 'Non-agents cannot log in'],
    ['R8.26', 'error.non_member', 'Non-member account unable to login'],
    ['R8.15', 'error.user_not_found', 'Username/Email does not exist'],
    ['R8.21', 'error.verify_first', 'Please complete verification first'],
    ['R8.30', 'runtime.chunkFailed', 'Loading chunk {{n}} failed'],
  ])('%s has the spec message %s', (_requirement, key, message) => {
    expect(tables.EN[key]).toBe(message);
  });

  // The flows that show them: R8.14 the customer-service window (actions/agent/customer-service.ts),
  // R8.18 startup on an origin the merchant's domain routes do not list (actions/startup.test.ts).
  it.each([
    ['R8.14', 'error.popup_blocked', 'Popup blocked. Please allow popups and try again.'],
    ['R8.18', 'error.invalid_domain', 'Invalid URL, please contact customer service'],
  ])('%s has the spec message %s', (_requirement, key, message) => {
    expect(tables.EN[key]).toBe(message);
  });

  it('R8.06 R9.39 asks to try again after 5 minutes when there were too many requests', () => {
    expect(tables.EN['error.too_many_requests']).toContain('5 minutes');
    expect(tables.TY['error.too_many_requests']).toContain('5 minuto');
    expect(tables.BN['error.too_many_requests']).toContain('৫ মিনিট');
  });

  it("R2.36 keeps the region-blocked page's title under the key 'blockip'", () => {
    expect(tables.EN.blockip).toBe('Access from your region is restricted');
    expect(tables.TY.blockip).not.toBe(tables.EN.blockip);
    expect(tables.BN.blockip).toMatch(/[\u0980-\u09FF]/);
  });
});
