import { fieldCss } from '../ui/field';
import { imageAttachmentsCss } from '../ui/image-attachments';

/** The feedback modal's rules, in its own chunk with the form. */
export const feedbackCss = `${fieldCss}${imageAttachmentsCss}
.lk-feedback { display: flex; flex-direction: column; gap: 14px; max-width: 560px; }
.lk-feedback__intro { margin: 0; color: var(--lk-text-muted); font-size: 14px; }
.lk-feedback__categories { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; border: 0; min-width: 0; }
.lk-feedback__categories legend { padding: 0; margin-bottom: 6px; }
.lk-feedback__category { position: relative; display: inline-flex; }
.lk-feedback__category input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
.lk-feedback__category span {
  display: inline-flex; align-items: center; min-height: 40px; padding: 0 14px;
  border: 1px solid var(--lk-border); border-radius: 999px; background: var(--lk-surface-2); color: var(--lk-text);
}
.lk-feedback__category input:checked + span { background: var(--lk-primary); border-color: var(--lk-primary); color: var(--lk-primary-text); font-weight: 700; }
.lk-feedback__category input:focus-visible + span { outline: 2px solid var(--lk-primary); outline-offset: 2px; }
.lk-feedback__content { min-height: 140px; resize: vertical; font: inherit; }
.lk-feedback__hint { display: flex; justify-content: space-between; gap: 12px; margin: 0; color: var(--lk-text-muted); font-size: 13px; }
.lk-feedback__hint > span:last-child:not(:first-child) { flex: none; white-space: nowrap; }
.lk-feedback__count--over { color: var(--lk-danger); font-weight: 700; }
.lk-feedback__failure { margin: 0; padding: 10px 12px; border-radius: var(--lk-radius-sm); color: var(--lk-danger); background: var(--lk-surface-2); }
.lk-feedback__buttons { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 8px; }
.lk-feedback__done { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 24px 8px; text-align: center; }
.lk-feedback__done h3 { margin: 0; font-size: 18px; color: var(--lk-text); }
.lk-feedback__done p { margin: 0; color: var(--lk-text-muted); }
`;
