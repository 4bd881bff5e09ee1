import { ErrorCode } from '@lobbykit/api-client';
import { DomainError } from '../../services/domain-error';

/** The player's choice does not fit the game: a 400 on the `pick` field. */
export const invalidPick = (message: string) =>
  new DomainError(ErrorCode.validation, message, { field: 'pick' });
