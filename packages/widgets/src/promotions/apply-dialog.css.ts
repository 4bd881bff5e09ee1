import { withTokenDefaults } from '../theme/tokens';
import { fieldCss } from '../ui/field';

/** The application form's rules, in its own chunk: the list never pays for a form it may not open. */
export const applyDialogCss = withTokenDefaults(`${fieldCss}
.lk-promo-apply { display: flex; flex-direction: column; gap: 12px; }
.lk-promo-apply__remark { min-height: 96px; resize: vertical; font: inherit; }
.lk-promo-apply__hint { display: flex; justify-content: space-between; gap: 12px; color: var(--lk-text-muted); font-size: 13px; }
.lk-promo-apply__count--over { color: var(--lk-danger); font-weight: 700; }
.lk-promo-apply__images { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; border: 0; min-width: 0; }
.lk-promo-apply__images legend { padding: 0; }
.lk-promo-apply__previews { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
.lk-promo-apply__preview {
  position: relative; width: 88px; height: 88px; overflow: hidden;
  border: 1px solid var(--lk-border); border-radius: var(--lk-radius-sm);
}
.lk-promo-apply__preview img { width: 100%; height: 100%; object-fit: cover; }
.lk-promo-apply__preview button {
  position: absolute; top: 0; right: 0; display: grid; place-items: start end; width: 44px; height: 44px; padding: 4px;
  border: 0; background: transparent; color: #fff; cursor: pointer;
}
.lk-promo-apply__preview button span {
  display: grid; place-items: center; width: 22px; height: 22px; border-radius: 50%; background: rgba(0, 0, 0, 0.72);
}
.lk-promo-apply__preview button:focus-visible span { outline: 2px solid var(--lk-primary); }
.lk-promo-apply__file { position: relative; display: inline-flex; align-self: flex-start; }
.lk-promo-apply__file input { position: absolute; inset: 0; opacity: 0; cursor: pointer; }
.lk-promo-apply__file:focus-within .lk-button { outline: 2px solid var(--lk-primary); outline-offset: 2px; }
.lk-promo-apply__buttons { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 8px; }
`);
