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
