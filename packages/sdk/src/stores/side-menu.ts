import { atom } from 'nanostores';

/**
 * Whether the side menu shows (R2.65): a column beside the content on wide screens, a drawer on
 * phones. Null until a side menu or its toggle has said which default the viewport wants.
 */
export const $sideMenuVisible = atom<boolean | null>(null);
