import { describe, expect, it } from 'vitest';
import { matchesEtag, prebuiltBody, SPLICED_BODIES, splicedBodiesKept, withHead } from './prebuilt-body';

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

  it('R3.26 builds a caller’s envelope once per shared answer and location, never another’s, within a bound', () => {
    const shared = { maintenance: false, info: { b: 2 } };
    const location = (ip: string) => ({ location: { ip, countryCode: 'PH' } });
    const first = prebuiltBody(withHead(location('203.0.113.7'), shared));
    expect(prebuiltBody(withHead(location('203.0.113.7'), shared))).toBe(first);
    const other = prebuiltBody(withHead(location('203.0.113.8'), shared));
    expect(JSON.parse(other.body).value.location.ip).toBe('203.0.113.8');
    // A new shared answer (after an operator write) never answers the envelope of the old one.
    const changed = { maintenance: true, info: { b: 2 } };
    const after = prebuiltBody(withHead(location('203.0.113.7'), changed));
    expect(JSON.parse(after.body).value.maintenance).toBe(true);
    expect(after.etag).not.toBe(first.etag);
    for (let n = 0; n < SPLICED_BODIES + 50; n++)
      prebuiltBody(withHead(location(`10.1.${n >> 8}.${n & 255}`), shared));
    expect(splicedBodiesKept()).toBe(SPLICED_BODIES);
  });

  it('matches If-None-Match lists, weak validators and *', () => {
    expect(matchesEtag('"x"', '"x"')).toBe(true);
    expect(matchesEtag('"y", W/"x"', '"x"')).toBe(true);
    expect(matchesEtag('*', '"x"')).toBe(true);
    expect(matchesEtag('"y"', '"x"')).toBe(false);
    expect(matchesEtag(undefined, '"x"')).toBe(false);
  });
});
