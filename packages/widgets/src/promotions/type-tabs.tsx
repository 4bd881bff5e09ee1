import type { PromotionType } from '@lobbykit/sdk/promotions';
import { useRef } from 'react';
import { useTranslate } from '../ui/use-translate';
import type { PromotionTab } from './promotions';

interface TypeTabsProps {
  tab: PromotionTab;
  types: readonly PromotionType[];
  onTab: (tab: PromotionTab) => void;
  panelId: string;
}

/** R3.37: all, then newbie, limited, special offer, daily, high rebate and VIP; arrow keys move between them. */
export function TypeTabs({ tab, types, onTab, panelId }: TypeTabsProps) {
  const t = useTranslate();
  const list = useRef<HTMLDivElement>(null);
  const tabs: PromotionTab[] = ['all', ...types];
  const move = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length] ?? 'all';
    onTab(next);
    list.current?.querySelector<HTMLButtonElement>(`[data-tab="${next}"]`)?.focus();
  };
  return (
    <div
      className="lk-promo-tabs"
      role="tablist"
      aria-label={t('promotions.types')}
      ref={list}
      onKeyDown={move}
    >
      {tabs.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          data-tab={name}
          className="lk-promo-tab"
          aria-selected={tab === name}
          aria-controls={panelId}
          tabIndex={tab === name ? 0 : -1}
          onClick={() => onTab(name)}
        >
          {t(`promotions.type.${name}`)}
        </button>
      ))}
    </div>
  );
}
