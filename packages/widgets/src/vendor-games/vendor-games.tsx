import { $session, closeModal, formatCount } from '@lobbykit/sdk';
import type { GameClassify, GameItem } from '@lobbykit/sdk/lobby';
import { $favouriteIds, $menus } from '@lobbykit/sdk/lobby';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { GameCard, GameCardSkeleton } from '../game-card/game-card';
import '../game-card/messages/games-messages';
import { SearchBox } from '../game-grid/search-box';
import { SubTypeChips, useSubTypes } from '../game-grid/sub-type-chips';
import { useDebounced } from '../game-grid/use-debounced';
import { useGamePages } from '../game-grid/use-game-pages';
import { VirtualGrid } from '../game-grid/virtual-grid';
import { Button } from '../ui/button';
import { ErrorState } from '../ui/error-state';
import { Modal } from '../ui/modal';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';

export interface VendorGamesProps {
  vassalage?: string;
  gameType?: GameItem['gameType'];
}

/**
 * The vendor popup game list (R4.57): a vendor's games of one category in a modal, searchable by
 * name, paged from the server and virtualised inside the modal's own scroll. The vendor's sub-types
 * in that category are offered as filters (R2.98): a bingo vendor's Bingo only on a merchant with TY
 * (R2.99), the bingo section's vendor cards opening this popup.
 */
export function VendorGames({ vassalage = '', gameType }: VendorGamesProps) {
  const t = useTranslate();
  const menus = useStore($menus);
  const favouriteIds = useStore($favouriteIds);
  const session = useStore($session);
  const [text, setText] = useState('');
  const name = useDebounced(text.trim(), 300);
  const body = useRef<HTMLDivElement>(null);
  const [scrollRoot, setScrollRoot] = useState<HTMLElement | null>(null);
  const subTypes = useSubTypes(vassalage, gameType);
  const [subType, setSubType] = useState<GameClassify | ''>('');
  const chosenSubType = subType && subTypes.includes(subType) ? subType : '';
  const pages = useGamePages({
    gameType,
    vassalage,
    gameName: name,
    gameClassify: chosenSubType || undefined,
    gamesOnly: true,
  });

  useEffect(() => {
    setScrollRoot(body.current?.closest<HTMLElement>('.lk-modal') ?? null);
  });

  const vendorName =
    menus?.flatMap((entry) => entry.vendors).find((vendor) => vendor.vassalage === vassalage)?.name ??
    vassalage;
  const close = () => closeModal('vendorGames');

  let content: ReactNode;
  if (pages.status === 'loading') {
    content = (
      <div className="lk-grid" aria-busy="true">
        {Array.from({ length: 8 }, (_, index) => (
          <GameCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (pages.status === 'error') {
    content = <ErrorState message={t('games.loadError')} onRetry={pages.retry} />;
  } else if (pages.games.length === 0) {
    content = (
      <div className="lk-state">
        <p>
          <strong>{t('games.empty')}</strong> {name ? t('games.emptyHint') : null}
        </p>
        {name ? (
          <Button variant="ghost" onClick={() => setText('')}>
            {t('games.clearFilters')}
          </Button>
        ) : null}
      </div>
    );
  } else {
    content = (
      <>
        <VirtualGrid
          items={pages.games}
          total={pages.total}
          label={t('games.vendorTitle', { name: vendorName })}
          keyOf={(game) => game.nodeId}
          scrollRoot={scrollRoot}
          onNearEnd={pages.errorCode ? undefined : pages.loadMore}
          render={(game) => (
            <GameCard
              game={game}
              isFavourite={favouriteIds.includes(game.nodeId)}
              showHeart={session.isLogin}
            />
          )}
        />
        <div className="lk-list__foot">
          <p className="lk-list__count" aria-live="polite">
            {pages.games.length < pages.total
              ? t('games.shown', { shown: pages.games.length, total: pages.total })
              : t('games.allShown', { count: pages.total, total: formatCount(pages.total) })}
          </p>
          {pages.errorCode ? (
            <ErrorState message={t('games.loadError')} onRetry={pages.retry} />
          ) : pages.hasMore ? (
            <Button variant="ghost" loading={pages.loadingMore} onClick={pages.loadMore}>
              {t('games.loadMore')}
            </Button>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <Modal open title={t('games.vendorTitle', { name: vendorName })} onClose={close} minWidth={280}>
      <div className="lk-vendor-games" ref={body}>
        <SearchBox value={text} onChange={setText} />
        <SubTypeChips subTypes={subTypes} value={chosenSubType} onChange={setSubType} />
        {content}
      </div>
    </Modal>
  );
}
