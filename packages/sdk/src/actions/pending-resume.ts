import { $pendingRequests, reloadPendingRequests, storePendingRequests } from '../stores/pending-requests';
import { watchRealMember } from './member-center/member-watch';

/**
 * While something shows the balance: a member who signs in (or reloads) with a deposit or a
 * withdrawal still In Process goes on waiting for its outcome; the polling code loads only then,
 * so a page without a pending request never downloads it. Leaving (sign-out) forgets the list.
 */
export function resumePendingRequests(): () => void {
  let signedInBefore = false;
  return watchRealMember((signedIn) => {
    if (!signedIn) {
      if (signedInBefore) {
        storePendingRequests([]);
        void import('./member-center/pending-watch').then((watch) => watch.stopPendingWatch());
      }
      signedInBefore = false;
      return;
    }
    signedInBefore = true;
    reloadPendingRequests();
    if ($pendingRequests.get().length === 0) return;
    void import('./member-center/pending-watch').then((watch) => watch.startPendingWatch());
  });
}
