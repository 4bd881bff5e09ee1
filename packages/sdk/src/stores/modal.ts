import { atom } from 'nanostores';

/**
 * Names of the modals of spec section 2; the overlay renders whichever is open. Other names are
 * accepted so a host or a later widget can add its own without waiting for this list.
 */
export type ModalName =
  | 'login'
  | 'register'
  | 'changePassword'
  | 'forgotPassword'
  | 'announcement'
  | 'notice'
  | 'helpCenter'
  | 'feedback'
  | 'regionSelect'
  | 'giftNotice'
  | 'gamePopup'
  | 'contract'
  | 'chatRoom'
  | 'memberCenter'
  | 'accountCenter'
  | (string & {});

export interface ModalState {
  name: ModalName;
  props: Record<string, unknown>;
}

export const $modal = atom<ModalState | null>(null);
