import { expectSameMessageKeys } from '@lobbykit/sdk/testing';
import { describe, it } from 'vitest';
import { bn } from './contract-bn';
import { en } from './contract-en';
import { ty } from './contract-ty';

describe('contract modal messages', () => {
  it('R9.30 TY and BN have exactly the EN keys, none empty, each keeping its {{params}}', () => {
    expectSameMessageKeys(en, ty, 'agentContract TY');
    expectSameMessageKeys(en, bn, 'agentContract BN');
  });
});
