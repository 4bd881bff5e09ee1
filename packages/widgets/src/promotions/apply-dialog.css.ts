import { withTokenDefaults } from '../theme/tokens';
import { fieldCss } from '../ui/field';
import { imageAttachmentsCss } from '../ui/image-attachments';

/** The application form's rules, in its own chunk: the list never pays for a form it may not open. */
export const applyDialogCss = withTokenDefaults(`${fieldCss}${imageAttachmentsCss}
.lk-promo-apply { display: flex; flex-direction: column; gap: 12px; }
.lk-promo-apply__remark { min-height: 96px; resize: vertical; font: inherit; }
.lk-promo-apply__hint { display: flex; justify-content: space-between; gap: 12px; color: var(--lk-text-muted); font-size: 13px; }
.lk-promo-apply__count--over { color: var(--lk-danger); font-weight: 700; }
.lk-promo-apply__buttons { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 8px; }
`);
