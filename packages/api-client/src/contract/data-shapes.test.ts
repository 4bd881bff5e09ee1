import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addFavoriteGame } from './favourites';
import { AGENT_TYPES, TRIAL_TYPE } from './fields';
import { memberInfoValue } from './member';
import { customerServiceEntry, merchantConfig } from './system';

/** The data shapes of spec section 3 that the wire carries as they are. */
const member = {
  id: 7,
  account: 'player01',
  username: 'player01',
  nickname: 'Lucky',
  customerId: 'C0007',
  type: 0,
  imgUrl: null,
  merchantCode: 'ph',
  currency: 'TLB',
  firstTimeLogin: false,
  mobileNum: null,
  email: null,
  createdAt: '2026-01-15T08:00:00.000Z',
};

const without = <T extends object>(value: T, key: keyof T) =>
  Object.fromEntries(Object.entries(value).filter(([name]) => name !== key));

describe('spec section 3 data shapes', () => {
  it('R3.05 member info carries id, account, nickname and type, the agent and trial types from configuration', () => {
    const parsed = v.parse(memberInfoValue, member);
    expect(parsed).toMatchObject({ id: 7, account: 'player01', nickname: 'Lucky', type: 0 });
    for (const key of ['id', 'account', 'nickname', 'type'] as const) {
      expect(v.safeParse(memberInfoValue, without(member, key)).success, key).toBe(false);
    }
    // A member without a nickname still parses: the field is there, empty.
    expect(v.safeParse(memberInfoValue, { ...member, nickname: null }).success).toBe(true);
    expect(AGENT_TYPES).toEqual([1, 2, 41, 42]);
    expect(TRIAL_TYPE).toBe(4);
    for (const type of [...AGENT_TYPES, TRIAL_TYPE]) {
      expect(v.parse(memberInfoValue, { ...member, type }).type).toBe(type);
    }
  });

  it('R3.16 a favourite carries nodeId, vendor, gameType and game', () => {
    const favourite = { nodeId: 101, vendor: 'CQ9', gameType: 'RNG', game: 'CQ9-GOLD' };
    expect(v.parse(addFavoriteGame.request, favourite)).toEqual(favourite);
    expect(v.safeParse(addFavoriteGame.request, without(favourite, 'nodeId')).success).toBe(false);
    expect(v.safeParse(addFavoriteGame.request, { ...favourite, gameType: 'NOPE' }).success).toBe(false);
    expect(v.safeParse(addFavoriteGame.request, { ...favourite, extra: 1 }).success).toBe(false);
  });

  it('R3.27 a customer service entry carries csType and path', () => {
    const entry = { csType: 'LIVECHAT', path: 'https://chat.example.test/ph' };
    expect(v.parse(customerServiceEntry, entry)).toEqual(entry);
    expect(v.safeParse(customerServiceEntry, without(entry, 'csType')).success).toBe(false);
    expect(v.safeParse(customerServiceEntry, without(entry, 'path')).success).toBe(false);
  });

  it('R3.29 merchant config carries merchantCode, country, currency, countryName and langList', () => {
    const config = {
      merchantCode: 'ph',
      country: 'PH',
      countryName: 'Philippines',
      currency: 'TLB',
      currencySymbol: '₱',
      langList: ['EN', 'TY'],
      defaultLanguage: 'EN',
    };
    expect(v.parse(merchantConfig, config)).toMatchObject({
      merchantCode: 'ph',
      country: 'PH',
      currency: 'TLB',
      countryName: 'Philippines',
      langList: ['EN', 'TY'],
    });
    for (const key of ['merchantCode', 'country', 'currency', 'countryName', 'langList'] as const) {
      expect(v.safeParse(merchantConfig, without(config, key)).success, key).toBe(false);
    }
  });
});
