import { expectSameMessageKeys } from '@lobbykit/sdk/testing';
import { describe, it } from 'vitest';
import { bn as lotteryBn } from '../../lottery-lobby/messages/bn';
import { en as lotteryEn } from '../../lottery-lobby/messages/en';
import { ty as lotteryTy } from '../../lottery-lobby/messages/ty';
import { bn } from './bn';
import { en } from './en';
import { ty } from './ty';

describe('games and lottery words', () => {
  it('R9.30 TY and BN have every English key of the games namespace, none empty, placeholders kept', () => {
    expectSameMessageKeys(en, ty, 'games TY');
    expectSameMessageKeys(en, bn, 'games BN');
  });

  it('R9.30 TY and BN have every English key of the lottery namespace', () => {
    expectSameMessageKeys(lotteryEn, lotteryTy, 'lottery TY');
    expectSameMessageKeys(lotteryEn, lotteryBn, 'lottery BN');
  });
});
