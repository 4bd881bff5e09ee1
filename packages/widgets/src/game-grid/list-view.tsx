import { $session, formatCount, navigate, openModal } from '@lobbykit/sdk';
import type { GameClassify, GameItem } from '@lobbykit/sdk/lobby';
import { $favouriteIds, $menus, loadMenus } from '@lobbykit/sdk/lobby';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { GameCard, GameCardSkeleton } from '../game-card/game-card';
import { Button } from '../ui/button';
import { ErrorState } from '../ui/error-state';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import { SearchBox } from './search-box';
import { SubTypeChips, useSubTypes } from './sub-type-chips';
import { type AccountListName, useAccountList } from './use-account-list';
import { useDebounced } from './use-debounced';
import { useGamePages } from './use-game-pages';
import { VendorChips, type VendorChoice } from './vendor-chips';
import { VirtualGrid } from './virtual-grid';

/** A pause this long after the last key before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ListViewProps {
  gameType?: GameItem['gameType'] | undefined;
  vassalage?: string | undefined;
  list?: AccountListName | undefined;
  search?: string | undefined;
}

/**
 * A list centre (R2.11-R2.13): /live, /fish, /rng (?vassalage, R2.12), /pvp from the server page by
 * page, /hot, /favorite and /recent whole; a vendor filter, a name search and a virtualised grid, so
 * all of the ~10,000 slots scroll without the page growing heavier.
 */
export function ListView({ gameType, vassalage = '', list, search = '' }: ListViewProps) {
  const t = useTranslate();
  const titleId = useId();
  const [vendor, setVendor] = useState(vassalage);
  const [text, setText] = useState(search);
  const [subType, setSubType] = useState<GameClassify | ''>('');
  useEffect(() => setVendor(vassalage), [vassalage]);
  // A sub-type belongs to its vendor: choosing another vendor lists all of its games again.
  useEffect(() => setSubType(''), [vendor]);
  useEffect(() => setText(search), [search]);
  const name = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const menus = useStore($menus);
  const favouriteIds = useStore($favouriteIds);
  const session = useStore($session);

  const serverMode = list === undefined;
  const subTypes = useSubTypes(serverMode ? vendor : '', gameType ?? 'RNG');
  const chosenSubType = subType && subTypes.includes(subType) ? subType : '';
  const pages = useGamePages(
    {
      gameType: gameType ?? 'RNG',
      vassalage: vendor,
      gameName: name,
      gameClassify: chosenSubType || undefined,
    },
    serverMode,
  );
  const account = useAccountList(list ?? 'hot', !serverMode);

  useEffect(() => {
    if (serverMode && !$menus.get()) loadMenus().catch(() => undefined);
  }, [serverMode]);

  const localGames = useMemo(() => {
    if (serverMode) return [];
    const needle = name.toLowerCase();
    return account.games.filter(
      (game) =>
        (!vendor || game.vassalage === vendor) &&
        (!needle || (game.displayName || game.gameName).toLowerCase().includes(needle)),
    );
  }, [serverMode, account.games, vendor, name]);

  const vendors: VendorChoice[] = useMemo(() => {
    if (serverMode) {
      const category = menus?.find((entry) => entry.gameCategory === (gameType ?? 'RNG'));
      return (category?.vendors ?? []).map(({ vassalage: code, name: label }) => ({
        vassalage: code,
        name: label,
      }));
    }
    const seen = new Map<string, VendorChoice>();
    for (const game of account.games)
      seen.set(game.vassalage, { vassalage: game.vassalage, name: game.vassalage });
    return [...seen.values()];
  }, [serverMode, menus, gameType, account.games]);

  const heading = list
    ? t(`games.category.${list === 'hot' ? 'HOT' : list === 'favorite' ? 'FAVORITE' : 'RECENT'}`)
    : t(`games.category.${gameType ?? 'RNG'}`);
  const status = serverMode ? pages.status : account.status;
  const games = serverMode ? pages.games : localGames;
  const total = serverMode ? pages.total : localGames.length;
  const filtered = vendor !== '' || name !== '' || chosenSubType !== '';
  const clearFilters = () => {
    setVendor('');
    setText('');
    setSubType('');
  };

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <div className="lk-grid" aria-busy="true">
        {Array.from({ length: 12 }, (_, index) => (
          <GameCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (status === 'signedOut') {
    body = (
      <div className="lk-state">
        <p>{t(list === 'favorite' ? 'games.signedOutFavorite' : 'games.signedOutRecent')}</p>
        <Button onClick={() => openModal('login')}>{t('games.login')}</Button>
      </div>
    );
  } else if (status === 'error') {
    body = <ErrorState message={t('games.loadError')} onRetry={serverMode ? pages.retry : account.retry} />;
  } else if (games.length === 0) {
    body =
      filtered || !list || list === 'hot' ? (
        <div className="lk-state">
          <p>
            <strong>{t('games.empty')}</strong> {t('games.emptyHint')}
          </p>
          {filtered ? (
            <Button variant="ghost" onClick={clearFilters}>
              {t('games.clearFilters')}
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="lk-state">
          <p>{t(list === 'favorite' ? 'games.emptyFavorite' : 'games.emptyRecent')}</p>
          <Button variant="ghost" onClick={() => navigate('/rng')}>
            {t('games.browseGames')}
          </Button>
        </div>
      );
  } else {
    body = (
      <VirtualGrid
        items={games}
        total={total}
        label={heading}
        busy={serverMode && pages.refreshing}
        keyOf={(game) => game.nodeId}
        onNearEnd={serverMode && !pages.errorCode ? pages.loadMore : undefined}
        render={(game) => (
          <GameCard
            game={game}
            isFavourite={favouriteIds.includes(game.nodeId)}
            showHeart={session.isLogin}
          />
        )}
      />
    );
  }

  const showFooter = status === 'ready' && games.length > 0;
  return (
    <section className="lk-list" aria-labelledby={titleId}>
      <div className="lk-list__head">
        <h2 id={titleId} className="lk-list__title" part="title">
          {heading}
        </h2>
        {status === 'signedOut' ? null : <SearchBox value={text} onChange={setText} />}
      </div>
      {status === 'signedOut' ? null : serverMode && menus === null ? (
        // The vendors come with the menus: their row's room is held until then, so the grid under it
        // does not drop when they arrive (a layout shift).
        <div className="lk-chips--pending" aria-hidden="true" />
      ) : (
        <VendorChips vendors={vendors} value={vendor} onChange={setVendor} />
      )}
      <SubTypeChips subTypes={subTypes} value={chosenSubType} onChange={setSubType} />
      {body}
      {showFooter ? (
        <div className="lk-list__foot">
          <p className="lk-list__count" aria-live="polite">
            {games.length < total
              ? t('games.shown', {
                  shown: formatCount(games.length),
                  total: formatCount(total),
                })
              : t('games.allShown', { count: total, total: formatCount(total) })}
          </p>
          {serverMode && pages.errorCode ? (
            <ErrorState message={t('games.loadError')} onRetry={pages.retry} />
          ) : serverMode && pages.hasMore ? (
            <Button variant="ghost" loading={pages.loadingMore} onClick={pages.loadMore}>
              {pages.loadingMore ? t('games.loadingMore') : t('games.loadMore')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
