import type { permission, ResponseOf, systemStatus } from '@lobbykit/api-client';
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
