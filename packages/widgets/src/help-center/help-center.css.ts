import { errorStateCss } from '../ui/error-state';
import { skeletonCss } from '../ui/skeleton';

export const helpCenterCss = `${errorStateCss}${skeletonCss}
.lk-modal:has(.lk-help) { width: min(820px, 100%); }
.lk-help { color: var(--lk-text); }
.lk-help__layout { display: grid; grid-template-columns: minmax(160px, 220px) 1fr; gap: 24px; align-items: start; }
.lk-help__nav { display: flex; flex-direction: column; gap: 4px; position: sticky; top: 0; }
.lk-help__entry {
  display: flex; align-items: center; min-height: 44px; padding: 8px 12px; width: 100%; text-align: start;
  border: 1px solid transparent; border-radius: var(--lk-radius-sm); background: none; color: var(--lk-text-muted);
  font: inherit; font-weight: 600; cursor: pointer; overflow-wrap: anywhere;
  transition: background var(--lk-duration, 200ms) ease-out, color var(--lk-duration, 200ms) ease-out;
}
.lk-help__entry:hover { background: var(--lk-surface-2); color: var(--lk-text); }
.lk-help__entry[aria-current='true'] {
  background: var(--lk-surface-2); color: var(--lk-text);
  border-color: color-mix(in srgb, var(--lk-primary) 55%, var(--lk-border));
}
.lk-help__topic { display: flex; flex-direction: column; gap: 12px; min-width: 0; }
.lk-help__heading { margin: 0; font-size: 18px; font-weight: 700; overflow-wrap: anywhere; }
.lk-help__content { display: flex; flex-direction: column; gap: 8px; overflow-wrap: anywhere; }
.lk-help__content h3 { margin: 8px 0 0; font-size: 15px; }
.lk-help__content p { margin: 0; }
.lk-help__content ul, .lk-help__content ol { margin: 0; padding-inline-start: 20px; display: flex; flex-direction: column; gap: 4px; }
/* Links in the text colour with a primary underline: the primary on the surface is under 4.5:1 (axe). */
.lk-help__content a {
  color: var(--lk-link, var(--lk-text)); font-weight: 600;
  text-decoration: underline; text-decoration-color: var(--lk-primary); text-decoration-thickness: 2px; text-underline-offset: 2px;
}
.lk-help__content img { max-width: 100%; height: auto; }
.lk-help__content strong { color: var(--lk-text); }
.lk-help__empty { margin: 0; color: var(--lk-text-muted); }
@media (max-width: 719.98px) {
  .lk-help__layout { grid-template-columns: 1fr; gap: 16px; }
  /* Phones: the topics are a row that scrolls sideways above the text. */
  .lk-help__nav {
    position: static; flex-direction: row; overflow-x: auto; scroll-snap-type: x proximity;
    margin: 0 -16px; padding: 0 16px 4px;
  }
  .lk-help__entry { width: auto; flex: none; white-space: nowrap; scroll-snap-align: start; border-color: var(--lk-border); }
}
@media (prefers-reduced-motion: reduce) { .lk-help__entry { transition: none; } }
`;
