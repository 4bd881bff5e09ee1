import { navigate } from '@lobbykit/sdk';
import {
  $gameType,
  $menus,
  categoryClick,
  chooseGameType,
  loadMenus,
  type TopNavigationItem,
  topNavigation,
} from '@lobbykit/sdk/lobby';
import { useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { ErrorState } from '../ui/error-state';
import { Skeleton } from '../ui/skeleton';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import { VendorMenu } from './vendor-menu';
import '../game-card/messages/games-messages';

export const gameNavProps = v.object({
  /** The host's current path (`/live`, `/hot` ...): its entry is highlighted; else the sdk's game type is. */
  active: v.optional(v.pipe(v.string(), v.maxLength(256))),
});

export type GameNavProps = v.InferOutput<typeof gameNavProps>;

const CATEGORY_LABEL = {
  home: 'HOME',
  promotions: 'PROMOTIONS',
  hot: 'HOT',
} as const;

/**
 * The game-type navigation of the header (R2.29, R2.55): home, promotions, the categories that have
 * a vendor (R2.30) and hot, in the spec's order. A category's name follows the click rule (several
 * vendors: its page, R2.57; one: launch it, R2.58); its chevron opens the vendor drop-down.
 */
export function GameNav({ active }: GameNavProps) {
  const t = useTranslate();
  const menus = useStore($menus);
  const gameType = useStore($gameType);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<{ id: string; left: number } | null>(null);
  const root = useRef<HTMLElement>(null);
  const baseId = useId();

  const load = () => {
    setFailed(false);
    loadMenus().catch(() => setFailed(true));
  };
  useEffect(() => {
    if (!$menus.get()) load();
  }, []);

  useEffect(() => {
    if (!open) return;
    // A press anywhere outside the nav closes the drop-down; composedPath sees through shadow roots.
    const onPointer = (event: Event) => {
      if (root.current && !event.composedPath().includes(root.current)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const label = (item: TopNavigationItem) =>
    t(
      `games.category.${item.id in CATEGORY_LABEL ? CATEGORY_LABEL[item.id as keyof typeof CATEGORY_LABEL] : (item.id as Exclude<TopNavigationItem['id'], keyof typeof CATEGORY_LABEL>)}`,
    );
  const isCurrent = (item: TopNavigationItem) =>
    active !== undefined
      ? active === item.path
      : item.id === 'home'
        ? gameType === 'HOME'
        : item.id === gameType;

  function go(item: TopNavigationItem) {
    setOpen(null);
    if (item.id === 'home') {
      void chooseGameType('HOME');
      navigate('/');
    } else if (item.id === 'promotions' || item.id === 'hot') {
      navigate(item.path);
    } else {
      void categoryClick({ gameCategory: item.id, vendors: item.vendors });
    }
  }

  function toggle(item: TopNavigationItem, button: HTMLElement) {
    if (open?.id === item.id) {
      setOpen(null);
      return;
    }
    const box = root.current?.getBoundingClientRect();
    const at = button.getBoundingClientRect();
    setOpen({ id: item.id, left: box ? Math.max(0, at.left - box.left - 120) : 0 });
  }

  if (failed && !menus) {
    return (
      <nav className="lk-nav lk-nav--error" aria-label={t('games.navLabel')}>
        <ErrorState message={t('games.loadError')} onRetry={load} />
      </nav>
    );
  }
  if (!menus) {
    return (
      <nav className="lk-nav" aria-label={t('games.navLabel')} aria-busy="true">
        <div className="lk-nav__strip">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} width="88px" height="44px" round />
          ))}
        </div>
      </nav>
    );
  }

  const items = topNavigation(menus);
  const openItem = items.find((item) => item.id === open?.id);
  return (
    <nav className="lk-nav" aria-label={t('games.navLabel')} ref={root}>
      <ul className="lk-nav__strip">
        {items.map((item) => {
          const current = isCurrent(item);
          const name = label(item);
          const toggleId = `${baseId}-${item.id}`;
          return (
            <li key={item.id} className={current ? 'lk-nav__item lk-nav__item--current' : 'lk-nav__item'}>
              <button
                type="button"
                className="lk-nav__link"
                aria-current={current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {name}
              </button>
              {item.vendors.length > 0 ? (
                <button
                  type="button"
                  id={toggleId}
                  className="lk-nav__toggle"
                  aria-haspopup="menu"
                  aria-expanded={open?.id === item.id}
                  aria-controls={open?.id === item.id ? `${toggleId}-menu` : undefined}
                  aria-label={t('games.showVendors', { category: name })}
                  onClick={(event) => toggle(item, event.currentTarget as HTMLElement)}
                  onKeyDown={(event) => {
                    if (event.key === 'ArrowDown' && open?.id !== item.id) {
                      event.preventDefault();
                      toggle(item, event.currentTarget as HTMLElement);
                    }
                  }}
                >
                  <svg
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={2}
                    aria-hidden="true"
                  >
                    <path d="M6 9l6 6 6-6" />
                  </svg>
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {openItem && open ? (
        <VendorMenu
          id={`${baseId}-${openItem.id}-menu`}
          labelledBy={`${baseId}-${openItem.id}`}
          vendors={openItem.vendors}
          left={open.left}
          onClose={(restoreFocus) => {
            setOpen(null);
            if (restoreFocus) {
              const rootNode = root.current?.getRootNode() as Document | ShadowRoot | undefined;
              rootNode?.getElementById?.(`${baseId}-${openItem.id}`)?.focus();
            }
          }}
        />
      ) : null}
    </nav>
  );
}
