import type { MemberCounters, VipState } from '@lobbykit/sdk/member-badges';
import { useTranslate } from '../ui/use-translate';

/** What a real member's account menu adds to its entries: the VIP fields (R3.08) and the red counters (R2.101). */
export interface AccountBadges {
  vip: VipState;
  counters: Pick<MemberCounters, 'messages' | 'rewards'>;
}

/** A red counter: the number for the eye, the words for screen readers, never only a colour. */
export function RedCounter({ count, className = 'lk-counter' }: { count: number; className?: string }) {
  const t = useTranslate();
  if (count <= 0) return null;
  return (
    <span className={className}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="lk-sr-only">{t('header.newCount', { count })}</span>
    </span>
  );
}

/** The member's level beside the VIP entry, once loaded; nothing for a merchant without VIP. */
export function VipChip({ vip }: { vip: VipState }) {
  const t = useTranslate();
  if (!vip.loaded || !vip.hasVip) return null;
  const level = t('header.vipRank', { level: vip.vipRankLevel });
  return <span className="lk-menu__vip">{vip.vipLabelName ? `${vip.vipLabelName} · ${level}` : level}</span>;
}

export const menuBadgesCss = `
/* The entry's words keep their width; a VIP chip that does not fit goes under them rather than squeeze them. */
.lk-menu:has(.lk-menu__vip) { min-width: 260px; }
.lk-menu__item:has(.lk-menu__vip) { flex-wrap: wrap; column-gap: 12px; row-gap: 4px; }
.lk-menu__label { flex: 1 0 auto; max-width: 100%; }
.lk-menu__vip {
  flex: none; padding: 2px 8px; border: 1px solid var(--lk-accent); border-radius: 999px;
  color: var(--lk-accent); font-size: 12px; font-weight: 700; white-space: nowrap;
}
.lk-counter, .lk-account__counter {
  display: inline-grid; place-items: center; flex: none; min-width: 20px; height: 20px; padding: 0 6px;
  border-radius: 10px; background: var(--lk-danger); color: #1a0309;
  font-size: 11px; font-weight: 700; line-height: 20px; font-variant-numeric: tabular-nums;
}
.lk-counter { margin-inline-start: 12px; }
.lk-account__avatar { position: relative; }
.lk-account__counter {
  position: absolute; top: -6px; right: -8px; min-width: 18px; height: 18px; padding: 0 5px; line-height: 18px;
  box-shadow: 0 0 0 2px var(--lk-bg);
}
`;
