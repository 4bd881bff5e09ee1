import { errorStateCss } from '../ui/error-state';
import { fieldCss } from '../ui/field';
import { skeletonCss } from '../ui/skeleton';

/** The chat room's rules (dark theme tokens), in its own chunk with the room. */
export const chatRoomCss = `${fieldCss}${errorStateCss}${skeletonCss}
.lk-chat-page { display: flex; flex-direction: column; gap: 12px; min-width: 0; }
.lk-chat-page__title { margin: 0; font-size: 18px; font-weight: 700; color: var(--lk-text); }
.lk-chat { display: flex; flex-direction: column; gap: 12px; min-width: 0; color: var(--lk-text); }
.lk-chat__intro { margin: 0; color: var(--lk-text-muted); font-size: 14px; }
.lk-chat__room-list { display: grid; gap: 8px; margin: 0; padding: 0; list-style: none; }
.lk-chat__room {
  display: grid; grid-template-columns: 1fr auto; gap: 2px 12px; width: 100%; min-height: 56px; padding: 12px 14px;
  border: 1px solid var(--lk-border); border-radius: var(--lk-radius); background: var(--lk-surface-2);
  color: var(--lk-text); font: inherit; text-align: start; cursor: pointer;
  transition: border-color var(--lk-duration, 150ms) ease-out;
}
.lk-chat__room:hover { border-color: var(--lk-primary); }
.lk-chat__room:focus-visible { outline: 2px solid var(--lk-primary); outline-offset: 2px; }
.lk-chat__room--skeleton { display: grid; gap: 8px; cursor: default; }
.lk-chat__room-name { font-weight: 700; overflow-wrap: anywhere; }
.lk-chat__room-topic { grid-column: 1; color: var(--lk-text-muted); font-size: 13px; overflow-wrap: anywhere; }
.lk-chat__room-language {
  grid-column: 2; grid-row: 1 / span 2; align-self: center; padding: 2px 10px; border-radius: 999px;
  border: 1px solid var(--lk-border); color: var(--lk-text-muted); font-size: 12px; white-space: nowrap;
}
.lk-chat__empty { margin: 0; padding: 16px 4px; color: var(--lk-text-muted); text-align: center; list-style: none; }
.lk-chat__room-panel { display: flex; flex-direction: column; gap: 10px; min-height: 0; }
.lk-chat__room-head { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
.lk-chat__room-title { flex: 1 1 160px; min-width: 0; }
.lk-chat__room-title h3 { margin: 0; font-size: 18px; overflow-wrap: anywhere; }
.lk-chat__room-title p { margin: 2px 0 0; color: var(--lk-text-muted); font-size: 13px; }
.lk-chat__status { font-size: 13px; color: var(--lk-text-muted); }
.lk-chat__status--live { color: var(--lk-success); font-weight: 700; }
.lk-chat__status--live::before { content: '● '; }
.lk-chat__status--reconnecting { color: var(--lk-warning); }
.lk-chat__log {
  height: min(52vh, 420px); padding: 12px; overflow-y: auto; overscroll-behavior: contain;
  border: 1px solid var(--lk-border); border-radius: var(--lk-radius); background: var(--lk-bg);
}
.lk-chat__messages { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; list-style: none; }
.lk-chat__log:focus-visible { outline: 2px solid var(--lk-primary); outline-offset: 2px; }
.lk-chat__message {
  align-self: flex-start; max-width: min(85%, 520px); padding: 8px 12px;
  border-radius: var(--lk-radius); border-top-left-radius: 4px; background: var(--lk-surface-2);
}
.lk-chat__message--mine {
  align-self: flex-end; border-top-left-radius: var(--lk-radius); border-top-right-radius: 4px;
  background: color-mix(in srgb, var(--lk-primary) 28%, var(--lk-surface));
}
.lk-chat__meta { display: flex; gap: 8px; align-items: baseline; font-size: 12px; color: var(--lk-text-muted); }
.lk-chat__sender { font-weight: 700; color: var(--lk-text); }
.lk-chat__text { display: block; margin-top: 2px; white-space: pre-wrap; overflow-wrap: anywhere; }
.lk-chat__composer { display: flex; flex-direction: column; gap: 8px; }
.lk-chat__composer-foot { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; font-size: 13px; color: var(--lk-text-muted); }
.lk-chat__composer-foot > span:first-child { flex: 1 1 200px; }
.lk-chat__count { white-space: nowrap; font-variant-numeric: tabular-nums; }
.lk-chat__count--over { color: var(--lk-danger); font-weight: 700; }
.lk-chat__failed, .lk-chat__guest { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 24px 8px; text-align: center; }
.lk-chat__failed p, .lk-chat__guest p { margin: 0; }
.lk-chat__guest-buttons { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; }
@media (prefers-reduced-motion: reduce) { .lk-chat__room { transition: none; } }
`;
