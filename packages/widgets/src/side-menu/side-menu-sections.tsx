import { navigate, siteUrl } from '@lobbykit/sdk';
import {
  type Banner,
  CATEGORY_PATHS,
  type GameCategory,
  openServiceLink,
  opensVendorList,
  type SideMenuCategory,
  type SideMenuSection,
} from '@lobbykit/sdk/lobby';
import { useState } from 'react';
import { SiteLink } from '../ui/site-link';
import { Skeleton } from '../ui/skeleton';
import { useLazyComponent } from '../ui/use-lazy-component';
import { useTranslate } from '../ui/use-translate';
import { MenuIcon } from './menu-icons';
import type { OpenVendorMenu } from './side-menu-actions';
import type { ExtraSection } from './side-menu-extras';

const loadExtra = () => import('./side-menu-extras').then((module) => module.default);
/**
 * What a click on a category runs (starting a vendor's game, the game type's rules): a chunk of its
 * own, fetched once the entries have painted so that a click rarely waits for it. (The customer
 * service entry opens its window at once, within the click.)
 */
let actions: ReturnType<typeof fetchActions> | undefined;
const fetchActions = () => import('./side-menu-actions');
export const loadActions = () => {
  actions ??= fetchActions().catch((error: unknown) => {
    actions = undefined;
    throw error;
  });
  return actions;
};

/**
 * A section of the extras chunk, drawn when the chunk arrives, just after the entries paint. The
 * banners' room (3:1, and their dots' row when there are several) is held until then, so the
 * entries under them do not drop when they come (a layout shift).
 */
function Extra({ section, banners }: { section: ExtraSection; banners: Banner[] }) {
  const SideMenuExtra = useLazyComponent(loadExtra);
  if (SideMenuExtra) return <SideMenuExtra section={section} banners={banners} />;
  return section.id === 'banners' && banners[0] ? (
    <div className="lk-side__room" style={{ marginBottom: banners[1] ? 34 : 0 }} />
  ) : null;
}

interface SectionProps {
  section: SideMenuSection;
  /** The host's current path: its entry is marked as the current page. */
  active: string | undefined;
  banners: Banner[];
  menusFailed: boolean;
  onRetryMenus: () => void;
}

/** R2.31-R2.33 and R2.57-R2.58: the sdk's categories, a click following the top navigation's rule. */
function CategoryItem({ category, active }: { category: SideMenuCategory; active: string | undefined }) {
  const t = useTranslate();
  const path = category.gameCategory === 'HOME' ? '/' : CATEGORY_PATHS[category.gameCategory];
  const label = t(`games.category.${category.gameCategory}`);
  const id = `lk-side-${category.gameCategory}`;
  const [menu, setMenu] = useState<OpenVendorMenu | null>(null);
  const current = path !== undefined && active === path;
  const content = (
    <>
      <MenuIcon name={category.gameCategory} />
      <span className="lk-side__text">{label}</span>
    </>
  );
  if (category.gameCategory === 'HOME')
    return (
      <li>
        <a
          href={siteUrl('/')}
          className={`lk-side__item${current ? ' lk-side__item--current' : ''}`}
          aria-current={current ? 'page' : undefined}
          onClick={(event) => {
            event.preventDefault();
            // As the top navigation's home entry: back to the HOME game type, then home.
            void loadActions().then(({ chooseGameType }) => {
              void chooseGameType('HOME');
              navigate('/');
            });
          }}
        >
          {content}
        </a>
      </li>
    );
  // Bingo, cockfight: several vendors and no page; the click answers them and they open in place.
  const listed = opensVendorList(category);
  return (
    <li>
      <button
        type="button"
        id={id}
        className={`lk-side__item${current ? ' lk-side__item--current' : ''}`}
        aria-current={current ? 'page' : undefined}
        aria-haspopup={listed ? 'menu' : undefined}
        aria-expanded={listed ? !!menu : undefined}
        data-follows={listed ? undefined : 'true'}
        onClick={() =>
          void loadActions().then(({ toggleCategory }) =>
            toggleCategory(category as GameCategory, !!menu, setMenu),
          )
        }
      >
        {content}
      </button>
      {menu ? <menu.Menu entry={id} vendors={menu.vendors} onClose={() => setMenu(null)} /> : null}
    </li>
  );
}

/** One section of R2.59's side menu. */
export function SideMenuSectionView({ section, active, banners, menusFailed, onRetryMenus }: SectionProps) {
  const t = useTranslate();
  switch (section.id) {
    case 'banners':
    case 'apps':
    case 'services':
    case 'language':
    case 'channels':
      return <Extra section={section} banners={banners} />;
    case 'invite':
      return (
        <ul className="lk-side__list">
          <li>
            <SiteLink path={section.path} className="lk-side__item lk-side__item--invite">
              <MenuIcon name="invite" />
              <span className="lk-side__text">
                {t('sideMenu.invite')}
                <small>{t('sideMenu.inviteHint')}</small>
              </span>
            </SiteLink>
          </li>
        </ul>
      );
    // The site's own pages, each an entry with its icon.
    case 'promotions':
    case 'pointMall':
    case 'help':
      return (
        <ul className="lk-side__list">
          <li>
            <SiteLink
              path={section.path}
              className={`lk-side__item${active === section.path ? ' lk-side__item--current' : ''}`}
            >
              <MenuIcon name={section.id} />
              <span className="lk-side__text">{t(`sideMenu.${section.id}`)}</span>
            </SiteLink>
          </li>
        </ul>
      );
    case 'categories':
      return (
        <section className="lk-side__group" aria-label={t('sideMenu.games')}>
          <h2 className="lk-side__heading">{t('sideMenu.games')}</h2>
          {section.categories.length > 0 ? (
            <ul className="lk-side__list">
              {section.categories.map((category) => (
                <CategoryItem key={category.gameCategory} category={category} active={active} />
              ))}
            </ul>
          ) : menusFailed ? (
            <p className="lk-side__hint">
              {t('sideMenu.gamesError')}{' '}
              <button type="button" className="lk-side__retry" onClick={onRetryMenus}>
                {t('state.retry')}
              </button>
            </p>
          ) : (
            <div className="lk-side__skeleton" role="status" aria-label={t('sideMenu.gamesLoading')}>
              {[0, 1, 2, 3, 4].map((row) => (
                <Skeleton key={row} height="36px" />
              ))}
            </div>
          )}
        </section>
      );
    case 'customerService':
      return (
        <ul className="lk-side__list">
          <li>
            <button
              type="button"
              className="lk-side__item lk-side__item--support"
              onClick={() => openServiceLink(section.link)}
            >
              <MenuIcon name="customerService" />
              <span className="lk-side__text">
                {t('sideMenu.customerService')}
                <small>{t('sideMenu.customerServiceHint')}</small>
              </span>
            </button>
          </li>
        </ul>
      );
  }
}
