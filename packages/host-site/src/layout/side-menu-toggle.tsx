import { $sideMenuVisible, toggleSideMenu } from '@lobbykit/sdk/lobby';
import { useLobbyKit } from '@lobbykit/sdk/react';
import { useT } from '../use-t';

/** The header's menu button: shows or hides the side menu widget (R2.65, R2.66). */
export function SideMenuToggle() {
  const t = useT();
  const open = useLobbyKit($sideMenuVisible) === true;
  return (
    <button
      type="button"
      className="site-header__menu"
      aria-expanded={open}
      aria-label={open ? t('menuClose') : t('menuOpen')}
      onClick={() => toggleSideMenu()}
    >
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <path d="M4 6h16M4 12h16M4 18h16" />
      </svg>
    </button>
  );
}
