import { ErrorCode } from '@lobbykit/api-client';
import { PromotionMessageKey } from '@lobbykit/api-client/contract';
import { DomainError } from '../domain-error';
import type { Phase } from './standing';

/** A promotion rule's refusals: the errorCode is the HTTP class, the messageKey what the client translates. */
export const refuse = {
  noSuchPromotion: () =>
    new DomainError(ErrorCode.notFound, 'No such promotion', {
      field: 'id',
      messageKey: 'promotion_unknown',
    }),
  phase: (phase: Exclude<Phase, 'open'>) =>
    phase === 'comingSoon'
      ? new DomainError(ErrorCode.conflict, 'This promotion has not started yet', {
          messageKey: PromotionMessageKey.notStarted,
        })
      : new DomainError(ErrorCode.conflict, 'This promotion has ended', {
          messageKey: PromotionMessageKey.closed,
        }),
  joinFirst: () =>
    new DomainError(ErrorCode.conflict, 'Join this promotion first', {
      messageKey: PromotionMessageKey.joinFirst,
    }),
  notEarned: () =>
    new DomainError(ErrorCode.conflict, 'The bonus is not earned yet', {
      messageKey: PromotionMessageKey.notEarned,
    }),
  alreadyClaimed: () =>
    new DomainError(ErrorCode.conflict, 'This bonus was already claimed for this period', {
      messageKey: PromotionMessageKey.alreadyClaimed,
    }),
  notManual: () =>
    new DomainError(ErrorCode.conflict, 'This promotion is not applied for', {
      messageKey: PromotionMessageKey.notManual,
    }),
  manualClaim: () =>
    new DomainError(ErrorCode.conflict, 'Apply for this promotion; its bonus is issued on approval', {
      messageKey: PromotionMessageKey.notManual,
    }),
  notRaffle: () =>
    new DomainError(ErrorCode.conflict, 'This promotion is not a raffle', {
      messageKey: PromotionMessageKey.notRaffle,
    }),
  useRaffle: () =>
    new DomainError(ErrorCode.conflict, 'Draw this raffle through the raffle claim', {
      messageKey: PromotionMessageKey.useRaffle,
    }),
  applicationWaiting: () =>
    new DomainError(ErrorCode.conflict, 'Your application is still being reviewed', {
      messageKey: PromotionMessageKey.applicationWaiting,
    }),
  alreadyIssued: () =>
    new DomainError(ErrorCode.conflict, 'The bonus of this promotion was already issued for this period', {
      messageKey: PromotionMessageKey.alreadyIssued,
    }),
};
