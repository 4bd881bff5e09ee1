import { ErrorCode } from '@lobbykit/api-client';
import { DomainError } from '../services/domain-error';

/**
 * How many large uploads (proof images: up to about 20 MB of body) this process reads at once, per
 * member and in all. A body that size costs several times its size while it is read, parsed and
 * decoded, so 64 at once took the server from 495 to 1,161 MiB; past these caps a caller waits
 * (429 with retryAfter) instead. It bounds this process's memory, not a rule another instance needs.
 */
export interface UploadLimits {
  perMember: number;
  total: number;
  /** The wait a refused caller is told: about how long one upload takes to be read and stored. */
  retryAfterSeconds: number;
}

export const UPLOAD_LIMITS: UploadLimits = { perMember: 1, total: 4, retryAfterSeconds: 5 };

export interface UploadGate {
  /** Takes a place for `caller` or refuses with 429; the answer gives the place back (call it once). */
  enter(caller: string): () => void;
  /** Uploads in progress (tests). */
  readonly inProgress: number;
}

export function createUploadGate(limits: UploadLimits = UPLOAD_LIMITS): UploadGate {
  const byCaller = new Map<string, number>();
  let total = 0;
  return {
    enter(caller) {
      const mine = byCaller.get(caller) ?? 0;
      if (mine >= limits.perMember || total >= limits.total) {
        throw new DomainError(
          ErrorCode.tooManyRequests,
          mine >= limits.perMember
            ? 'Your previous upload is still being received; try again in a moment'
            : 'Too many uploads at once; try again in a moment',
          { retryAfter: limits.retryAfterSeconds, messageKey: 'upload_busy' },
        );
      }
      byCaller.set(caller, mine + 1);
      total++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total--;
        const left = (byCaller.get(caller) ?? 1) - 1;
        if (left > 0) byCaller.set(caller, left);
        else byCaller.delete(caller);
      };
    },
    get inProgress() {
      return total;
    },
  };
}
