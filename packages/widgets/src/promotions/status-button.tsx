import { type Promotion, type PromotionButtonLabel, promotionButton } from '@lobbykit/sdk/promotions';
import { Button } from '../ui/button';
import type { PromotionView } from './promotion-facts';
import type { PromotionActions } from './use-promotion-actions';

/** How a state without an action reads: done (a tick), waiting (a clock), refused, or over. */
const TONE: Partial<Record<PromotionButtonLabel, 'done' | 'wait' | 'off'>> = {
  issued: 'done',
  claimed: 'done',
  signed: 'done',
  joined: 'done',
  applying: 'wait',
  process: 'wait',
  closed: 'off',
  comingSoon: 'off',
};

const ICONS = { done: '✓', wait: '◷', off: '•' } as const;

/**
 * R4.75: the promotion's button as the sdk's rule says. One that acts is a button (with a spinner
 * while its action runs); a state is a labelled pill with an icon, so colour is never the only sign.
 */
export function StatusButton({
  promotion,
  actions,
  view: { t, viewer },
}: {
  promotion: Promotion;
  actions: PromotionActions;
  view: PromotionView;
}) {
  const { label, action } = promotionButton(promotion, viewer);
  const words = t(`promotions.button.${label}`);
  if (!action) {
    const tone = TONE[label] ?? 'off';
    return (
      <span className={`lk-promo-state lk-promo-state--${tone}`} data-status={label}>
        <span aria-hidden="true">{ICONS[tone]}</span>
        <span>{words}</span>
      </span>
    );
  }
  return (
    <Button
      className="lk-promo-action"
      data-status={label}
      loading={actions.busy === promotion.id}
      disabled={actions.busy !== null}
      aria-label={t('promotions.buttonNamed', { action: words, title: promotion.title })}
      onClick={() => actions.run(promotion, action)}
    >
      {words}
    </Button>
  );
}

/** What the last action on this promotion said: a success in words, or the failure. */
export function PromotionNoticeLine({
  promotion,
  actions,
}: {
  promotion: Promotion;
  actions: PromotionActions;
}) {
  const notice = actions.notice;
  if (!notice || notice.id !== promotion.id) return null;
  return notice.tone === 'ok' ? (
    <p className="lk-promo-notice lk-promo-notice--ok" role="status">
      <span aria-hidden="true">✓ </span>
      {notice.text}
    </p>
  ) : (
    <p className="lk-promo-notice lk-promo-notice--error" role="alert">
      <span aria-hidden="true">! </span>
      {notice.text}
    </p>
  );
}
