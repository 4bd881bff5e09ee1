import { ErrorCode, type permission, type ResponseOf, type systemStatus } from '@lobbykit/api-client';
import { atom } from 'nanostores';

export type Permission = ResponseOf<typeof permission>;
type SystemStatus = ResponseOf<typeof systemStatus>;

/**
 * What startup learned. `status` picks the screen (R2.34-R2.36): 0 the site, 1 maintenance,
 * 2 region blocked. `permission` is null only when the server refused it while not at status 0.
 */
export type StartupState =
  | { phase: 'loading' }
  | {
      phase: 'ready';
      status: SystemStatus['status'];
      title: string;
      info: string;
      location: SystemStatus['location'];
      permission: Permission | null;
    }
  | { phase: 'error'; errorCode: string; message: string };

export const $startup = atom<StartupState>({ phase: 'loading' });

/**
 * The code of a startup failure that no widget on the page can get past, else undefined: R8.18, the
 * page's origin is not one of the merchant's domains. Every widget then shows its message, and no
 * retry, since trying again from this origin can never work (the runtime's mount decides it).
 */
export function pageRefusal(state: StartupState): string | undefined {
  return state.phase === 'error' && state.errorCode === ErrorCode.invalidDomain ? state.errorCode : undefined;
}
