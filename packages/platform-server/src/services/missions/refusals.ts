import { ErrorCode } from '@lobbykit/api-client';
import { MissionMessageKey } from '@lobbykit/api-client/contract';
import { DomainError } from '../domain-error';

/** Missions' and sign-in tasks' refusals: the errorCode is the HTTP class, the messageKey what clients translate. */
export const refuseMission = {
  unknown: () =>
    new DomainError(ErrorCode.notFound, 'No such mission', {
      field: 'id',
      messageKey: MissionMessageKey.unknown,
    }),
  notStarted: () =>
    new DomainError(ErrorCode.conflict, 'This mission has not started yet', {
      messageKey: MissionMessageKey.notStarted,
    }),
  expired: () =>
    new DomainError(ErrorCode.conflict, 'This mission has ended', { messageKey: MissionMessageKey.expired }),
  notEarned: () =>
    new DomainError(ErrorCode.conflict, 'The mission is not complete yet', {
      messageKey: MissionMessageKey.notEarned,
    }),
  alreadyClaimed: () =>
    new DomainError(ErrorCode.conflict, 'This mission was already claimed for this period', {
      messageKey: MissionMessageKey.alreadyClaimed,
    }),
  noSignIn: () =>
    new DomainError(ErrorCode.notFound, 'There is no sign-in task', {
      messageKey: MissionMessageKey.noSignIn,
    }),
  signedToday: () =>
    new DomainError(ErrorCode.conflict, 'You already signed in today', {
      messageKey: MissionMessageKey.signedToday,
    }),
};
