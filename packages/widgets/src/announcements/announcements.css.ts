import { buttonCss } from '../ui/button';
import { errorStateCss } from '../ui/error-state';
import { skeletonCss } from '../ui/skeleton';

export const announcementsCss = `${buttonCss}${errorStateCss}${skeletonCss}
.lk-announcements { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; list-style: none; }
.lk-announcement { border: 1px solid var(--lk-border); border-radius: var(--lk-radius-sm); background: var(--lk-surface-2); }
.lk-announcement--open { border-color: color-mix(in srgb, var(--lk-primary) 55%, var(--lk-border)); }
.lk-announcement__heading { margin: 0; font-size: 15px; }
.lk-announcement__title {
  display: flex; align-items: center; justify-content: space-between; gap: 12px; width: 100%; min-height: 44px;
  padding: 10px 12px; border: 0; border-radius: var(--lk-radius-sm); background: none; color: var(--lk-text);
  font-weight: 600; text-align: start; cursor: pointer; overflow-wrap: anywhere;
}
.lk-announcement__title:focus-visible { outline-offset: -2px; }
.lk-announcement__chevron {
  flex: none; width: 18px; height: 18px; fill: none; stroke: var(--lk-text-muted); stroke-width: 2;
  transition: transform var(--lk-duration) ease-out;
}
.lk-announcement--open .lk-announcement__chevron { transform: rotate(180deg); }
.lk-announcement__panel { padding: 0 12px 12px; }
.lk-announcement__content { display: flex; flex-direction: column; gap: 8px; color: var(--lk-text); overflow-wrap: anywhere; }
.lk-announcement__content ul, .lk-announcement__content ol { margin: 0; padding-inline-start: 20px; }
.lk-announcement__content a { color: var(--lk-link); }
.lk-announcement__content img { max-width: 100%; height: auto; border-radius: var(--lk-radius-sm); }
.lk-announcement__content strong { color: var(--lk-accent); }
.lk-announcements__pager { display: flex; align-items: center; justify-content: space-between; flex-wrap: wrap; gap: 8px; margin-top: 16px; }
.lk-announcements__pager-status { color: var(--lk-text-muted); font-variant-numeric: tabular-nums; }
.lk-announcements__loading { display: flex; flex-direction: column; gap: 8px; }
.lk-announcements__empty { display: flex; flex-direction: column; align-items: flex-start; gap: 12px; color: var(--lk-text-muted); }
`;
