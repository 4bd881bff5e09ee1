import { $session } from '@lobbykit/sdk';
import {
  $favouriteIds,
  $favourites,
  $gameType,
  $menus,
  $recentGames,
  $sectionGames,
  chooseGameType,
  type HomeSection,
  homeMounted,
  homeSections,
  hotOnHome,
  loadHomeSections,
  showHomeSections,
} from '@lobbykit/sdk/lobby';
import { useEffect } from 'react';
import { Button } from '../ui/button';
import { ErrorState } from '../ui/error-state';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import { GameLane } from './game-lane';

/**
 * The home page's game sections (R2.83-R2.91): the sdk decides which sections show for the current
 * game type and fetches them one after another (R9.13, R9.14); this draws each as a lane.
 */
export function HomeView() {
  const t = useTranslate();
  const gameType = useStore($gameType);
  const session = useStore($session);
  const menus = useStore($menus);
  const recent = useStore($recentGames);
  const favourites = useStore($favourites);
  const favouriteIds = useStore($favouriteIds);
  const sectionGames = useStore($sectionGames);

  useEffect(() => {
    homeMounted(); // R4.50
  }, []);

  // The menus, a member's recent games, then the sections (sdk): a new type, a login or a logout
  // asks again, and leaving the page stops the last ask before its sections start.
  useEffect(() => showHomeSections({ gameType }), [gameType, session.isLogin]);

  const sections = homeSections(gameType, {
    isLogin: session.isLogin,
    isTrial: session.isTrial,
    recentCount: recent.length,
    categories: menus?.filter((entry) => entry.vendors.length > 0).map((entry) => entry.gameCategory),
  });

  const lane = (section: HomeSection) => {
    const common = { favouriteIds, showHeart: session.isLogin };
    if (section.id === 'recent') {
      return <GameLane key="recent" title={t('games.category.RECENT')} games={recent} {...common} />;
    }
    if (section.id === 'favourites') {
      return (
        <GameLane
          key="favourites"
          title={t('games.category.FAVORITE')}
          games={favourites}
          carousel
          {...common}
        >
          {favourites.length === 0 ? <p className="lk-lane__empty">{t('games.emptyFavorite')}</p> : null}
        </GameLane>
      );
    }
    const state = sectionGames[section.id];
    const title = section.id === 'hot' ? t('games.category.HOT') : t(`games.category.${section.id}`);
    const failed = state?.status === 'error';
    // A category whose answer came back empty has nothing to show: its section is left out.
    if (state?.status === 'ready' && state.games.length === 0) return null;
    const hot = section.id === 'hot' ? hotOnHome(state?.games ?? []) : null;
    return (
      <GameLane
        key={section.id}
        title={title}
        games={hot ? hot.games : (state?.games ?? [])}
        loading={!state || state.status === 'loading'}
        placeholders={section.pageSize ?? 6}
        more={hot ? hot.more : section.more}
        {...common}
      >
        {failed ? (
          <ErrorState message={t('games.loadError')} onRetry={() => void loadHomeSections({ gameType })} />
        ) : null}
      </GameLane>
    );
  };

  return (
    <div className="lk-home">
      {sections.map(lane)}
      {sections.length === 0 ? (
        <div className="lk-state">
          <p>{t('games.emptyCentre')}</p>
          <Button variant="ghost" onClick={() => void chooseGameType('HOME')}>
            {t('games.category.HOME')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
