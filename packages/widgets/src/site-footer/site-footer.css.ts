import { channelMarkCss } from '../ui/channel-mark';

/** The footer: link columns that wrap, a logo strip, the 18+ mark beside the licence text. */
export const siteFooterCss = `${channelMarkCss}
.lk-footer {
  display: flex; flex-direction: column; gap: 24px; padding: 32px 16px 24px;
  border-top: 1px solid var(--lk-border); background: linear-gradient(180deg, var(--lk-surface) 0%, var(--lk-bg) 100%);
  color: var(--lk-text-muted);
}
.lk-footer__columns { display: grid; grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); gap: 24px 16px; }
.lk-footer__heading {
  margin: 0 0 8px; font-size: 12px; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; color: var(--lk-text);
}
.lk-footer__list { display: flex; flex-direction: column; margin: 0; padding: 0; list-style: none; }
.lk-footer__link {
  display: inline-flex; align-items: center; min-height: 36px; color: var(--lk-text-muted); text-decoration: none;
  transition: color 180ms ease-out;
}
.lk-footer__link:hover { color: var(--lk-text); }
.lk-footer__social { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
.lk-footer__social-link { display: inline-grid; place-items: center; width: 44px; height: 44px; border-radius: 999px; }
.lk-footer__social-link .lk-channel__mark { width: 36px; height: 36px; font-size: 13px; transition: transform 180ms ease-out; }
.lk-footer__social-link:hover .lk-channel__mark { transform: translateY(-2px); }
.lk-footer__link:focus-visible, .lk-footer__social-link:focus-visible { outline: 2px solid var(--lk-primary); outline-offset: 2px; border-radius: 4px; }
.lk-footer__logos {
  display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; margin: 0; padding: 16px 0;
  border-block: 1px solid var(--lk-border); list-style: none;
}
.lk-footer__logos img {
  display: block; width: 72px; height: 36px; object-fit: contain; border-radius: var(--lk-radius-sm);
  filter: grayscale(0.6); opacity: 0.8; transition: filter 180ms ease-out, opacity 180ms ease-out;
}
.lk-footer__logos img:hover { filter: none; opacity: 1; }
.lk-footer__legal { display: flex; align-items: flex-start; gap: 16px; }
.lk-footer__age {
  display: inline-grid; place-items: center; flex: none; width: 48px; height: 48px; border: 2px solid var(--lk-danger);
  border-radius: 999px; color: var(--lk-text); font-weight: 800; font-size: 16px;
}
.lk-footer__legal-text { display: flex; flex-direction: column; gap: 6px; font-size: 13px; line-height: 1.5; }
.lk-footer__copyright { color: var(--lk-text-muted); opacity: 0.85; }
@media (min-width: 1024px) {
  .lk-footer { padding: 40px 32px 32px; }
  .lk-footer__columns { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  .lk-footer__logos { justify-content: flex-start; }
}
@media (prefers-reduced-motion: reduce) { .lk-footer__social-link:hover .lk-channel__mark { transform: none; } }
`;
