import { $startup } from '@lobbykit/sdk';
import {
  $leftMenuBanners,
  $menus,
  $sideMenuVisible,
  loadMenus,
  setSideMenuVisible,
  settleSideMenuDefault,
  sideMenuSections,
  toggleSideMenu,
} from '@lobbykit/sdk/lobby';
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { CloseIcon } from '../ui/close-icon';
import { deepActiveElement, focusableIn, trapTab } from '../ui/focus';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import { MenuIcon } from './menu-icons';
import { SideMenuSectionView } from './side-menu-sections';
import './messages/side-menu-messages';
import '../game-card/messages/games-messages';

export const sideMenuProps = v.object({
  /**
   * `column`: always beside the content; `drawer`: always a drawer over the page; `auto` (the
   * default): a column from 1024 px of viewport, a drawer below.
   */
  layout: v.optional(v.picklist(['auto', 'column', 'drawer'])),
  /** Draws the menu's own toggle button, for a partner page whose header has none. */
  toggle: v.optional(v.boolean()),
  /** The host's current path: its entry is marked as the current page. */
  active: v.optional(v.pipe(v.string(), v.maxLength(256))),
});

export type SideMenuProps = v.InferOutput<typeof sideMenuProps>;

/** Where the side menu stops being a drawer and becomes a column beside the content. */
export const SIDE_MENU_COLUMN_QUERY = '(min-width: 1024px)';

function useWide(layout: SideMenuProps['layout']): boolean {
  const query = typeof matchMedia === 'function' ? matchMedia(SIDE_MENU_COLUMN_QUERY) : null;
  const [wide, setWide] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const onChange = () => setWide(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [query?.media]);
  return layout === 'column' ? true : layout === 'drawer' ? false : wide;
}

/**
 * The player site's side menu (R2.59-R2.67): what shows and in which order is the sdk's
 * `sideMenuSections`; this draws it as a column beside the content on wide screens and as a drawer
 * (a modal dialog: focus kept inside, Escape, focus back to whatever opened it) on phones. Its
 * visibility is the sdk's `$sideMenuVisible`, which a header's toggle flips (R2.65, R2.66).
 */
export function SideMenu({ layout = 'auto', toggle = false, active }: SideMenuProps) {
  const t = useTranslate();
  const wide = useWide(layout);
  const visibility = useStore($sideMenuVisible);
  const startup = useStore($startup);
  const menus = useStore($menus);
  const banners = useStore($leftMenuBanners);
  const [menusFailed, setMenusFailed] = useState(false);
  const firstLayout = useRef(true);

  const loadGames = () => {
    setMenusFailed(false);
    loadMenus().catch(() => setMenusFailed(true));
  };
  useEffect(() => {
    if (!$menus.get()) loadGames();
  }, []);

  // The viewport's default on first paint; a change between column and drawer starts that one's.
  useEffect(() => {
    if (firstLayout.current) settleSideMenuDefault(wide);
    else setSideMenuVisible(wide);
    firstLayout.current = false;
  }, [wide]);

  const visible = visibility ?? wide;
  const info = startup.phase === 'ready' ? (startup.permission?.info ?? null) : null;
  const sections = sideMenuSections({ info, menus });
  const content = (
    <nav className="lk-side__nav" aria-label={t('sideMenu.label')}>
      {sections.map((section) => (
        <SideMenuSectionView
          key={section.id}
          section={section}
          active={active}
          banners={banners}
          menusFailed={menusFailed}
          onRetryMenus={loadGames}
        />
      ))}
    </nav>
  );
  const ownToggle = toggle ? (
    <button
      type="button"
      className="lk-side__toggle"
      aria-expanded={visible}
      aria-label={visible ? t('sideMenu.close') : t('sideMenu.open')}
      onClick={() => toggleSideMenu()}
    >
      <MenuIcon name="menu" />
    </button>
  ) : null;

  if (wide)
    return (
      <div className="lk-side lk-side--column">
        {ownToggle}
        {visible ? <div className="lk-side__column">{content}</div> : null}
      </div>
    );
  return (
    <div className="lk-side lk-side--drawer">
      {ownToggle}
      {visible ? <Drawer onClose={() => setSideMenuVisible(false)}>{content}</Drawer> : null}
    </div>
  );
}

/** The phone's drawer: a modal dialog from the left, closed by Escape, its button, the cover or a followed link. */
function Drawer({ onClose, children }: { onClose: () => void; children: React.ReactNode }) {
  const t = useTranslate();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Whatever opened the drawer (the header's toggle) gets the focus back when it closes.
    const opener = deepActiveElement();
    focusableIn(dialog.current ?? document.createElement('div'))[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (dialog.current) trapTab(event, dialog.current);
    };
    document.addEventListener('keydown', onKeyDown);
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      root.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // A followed link or a category leaves the drawer; the app and language choices keep it open.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    if (target.closest('a[href], [data-follows]')) onClose();
  };

  return (
    <>
      <div className="lk-side__cover" aria-hidden="true" onClick={onClose} />
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click only notices links being followed; keys follow them too. */}
      <div
        ref={dialog}
        className="lk-side__drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={onClick}
      >
        <div className="lk-side__drawer-head">
          <h2 id={titleId} className="lk-side__title">
            {t('sideMenu.drawer')}
          </h2>
          <button type="button" className="lk-side__close" aria-label={t('sideMenu.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </>
  );
}
