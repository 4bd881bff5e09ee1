import { withTokenDefaults } from '../theme/tokens';

/** The detail's own rules, in the detail's chunk: adopted into the widget's shadow root when it opens. */
export const promotionDetailCss = withTokenDefaults(`
.lk-promo-detail__head { display: flex; flex-direction: column; align-items: flex-start; gap: 8px; }
.lk-promo-detail__title { font-size: 22px; font-weight: 700; line-height: 1.25; }
.lk-promo-detail__summary { color: var(--lk-text); }
.lk-promo-detail__panel {
  display: flex; flex-direction: column; gap: 12px; padding: 16px;
  background: var(--lk-surface); border: 1px solid var(--lk-border); border-radius: var(--lk-radius);
}
.lk-promo-facts { display: flex; align-items: baseline; gap: 12px; margin: 0; }
.lk-promo-facts dt { color: var(--lk-text-muted); }
.lk-promo-facts dd { margin: 0; }
.lk-promo-facts__bonus { color: var(--lk-accent); font-size: 20px; font-weight: 700; }
.lk-promo-detail__action { display: flex; flex-wrap: wrap; gap: 12px; }
.lk-promo-terms { padding: 16px; background: var(--lk-surface); border: 1px solid var(--lk-border); border-radius: var(--lk-radius); }
.lk-promo-terms h3 { font-size: 16px; margin-bottom: 8px; }
.lk-promo-terms__body { display: flex; flex-direction: column; gap: 8px; color: var(--lk-text); overflow-wrap: anywhere; }
.lk-promo-terms__body ul, .lk-promo-terms__body ol { padding-inline-start: 20px; }
.lk-promo-terms__body a { color: var(--lk-link); }
.lk-promo-terms__body img { max-width: 100%; height: auto; }
/* The title takes focus when the detail opens (for keyboards and readers); it is no control, so no ring. */
.lk-promo-detail__title:focus { outline: none; }
@media (min-width: 768px) {
  .lk-promo-detail__title { font-size: 28px; }
}
`);
