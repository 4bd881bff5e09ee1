import { expectSameMessageKeys } from '@lobbykit/sdk/testing';
import { describe, it } from 'vitest';
import { bn } from './bn';
import { en } from './en';
import { ty } from './ty';

describe('slider check messages', () => {
  it('R4.12 R9.30 TY and BN have exactly the EN keys, none empty, each keeping its {{params}}', () => {
    expectSameMessageKeys(en, ty, 'sliderCheck TY');
    expectSameMessageKeys(en, bn, 'sliderCheck BN');
  });
});
