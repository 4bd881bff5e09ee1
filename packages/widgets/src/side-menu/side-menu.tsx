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
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { useLazyComponent } from '../ui/use-lazy-component';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import { MenuIcon } from './menu-icons';
import { loadActions, SideMenuSectionView } from './side-menu-sections';
import './messages/side-menu-messages';
import type { Drawer as DrawerView } from './side-menu-drawer';
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

/**
 * The phone's drawer (its focus trap and close button) in a chunk of its own: no first paint shows
 * it (it starts closed, and wide screens never do), so it is fetched once a narrow menu has painted.
 */
const loadDrawer = (): Promise<typeof DrawerView> =>
  import('./side-menu-drawer').then((module) => module.Drawer);

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
    // The click actions' chunk, once the entries have painted (a failed fetch retries on a click).
    loadActions().catch(() => undefined);
  }, []);

  // The viewport's default on first paint; a change between column and drawer starts that one's.
  useEffect(() => {
    if (firstLayout.current) settleSideMenuDefault(wide);
    else setSideMenuVisible(wide);
    firstLayout.current = false;
  }, [wide]);

  const visible = visibility ?? wide;
  const Drawer = useLazyComponent(loadDrawer, !wide);
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
      {visible && Drawer ? <Drawer onClose={() => setSideMenuVisible(false)}>{content}</Drawer> : null}
    </div>
  );
}
