import { describe, expect, it } from 'vitest';
import { matchesEtag, prebuiltBody, withHead } from './prebuilt-body';

describe('prebuilt bodies', () => {
  it('serializes a kept answer once: the same object answers the same body and ETag', () => {
    const value = { list: [1, 2, 3] };
    const first = prebuiltBody(value);
    expect(JSON.parse(first.body)).toEqual({ success: true, value });
    expect(prebuiltBody(value)).toBe(first);
    expect(prebuiltBody({ list: [1, 2, 4] }).etag).not.toBe(first.etag);
  });

  it('puts a per-call head before the shared rest, with an ETag of both', () => {
    const shared = { maintenance: false, info: { a: 1 } };
    const here = prebuiltBody(withHead({ location: { ip: '203.0.113.1', countryCode: 'PH' } }, shared));
    const there = prebuiltBody(withHead({ location: { ip: '203.0.113.2', countryCode: 'PH' } }, shared));
    expect(JSON.parse(here.body)).toEqual({
      success: true,
      value: { location: { ip: '203.0.113.1', countryCode: 'PH' }, ...shared },
    });
    expect(Object.keys(JSON.parse(here.body).value)[0]).toBe('location');
    expect(here.etag).not.toBe(there.etag);
    expect(JSON.parse(prebuiltBody(withHead({ a: 1 }, {})).body)).toEqual({ success: true, value: { a: 1 } });
  });

  it('matches If-None-Match lists, weak validators and *', () => {
    expect(matchesEtag('"x"', '"x"')).toBe(true);
    expect(matchesEtag('"y", W/"x"', '"x"')).toBe(true);
    expect(matchesEtag('*', '"x"')).toBe(true);
    expect(matchesEtag('"y"', '"x"')).toBe(false);
    expect(matchesEtag(undefined, '"x"')).toBe(false);
  });
});
