import type { JSX } from 'react';

export const channelMarkCss = `
.lk-channel__mark {
  display: inline-grid; place-items: center; flex: none; width: 28px; height: 28px; border-radius: 999px;
  color: #fff; box-shadow: 0 0 0 1px rgb(255 255 255 / 0.16); font-size: 12px; font-weight: 800; letter-spacing: -0.02em; line-height: 1;
}
.lk-channel__mark svg { width: 16px; height: 16px; }
`;

const CHAT_PATH = 'M4 5h16v11H9l-5 4z';

/**
 * The first letters of a channel, on its brand colour (a shade deeper where the brand's own is under
 * 4.5:1 with white text): no third-party logo files to fetch.
 */
const BRAND: Record<string, { mark: string; colour: string }> = {
  LIVECHAT: { mark: 'LC', colour: '#7555ff' },
  TELEGRAM: { mark: 'TG', colour: '#1769aa' },
  FACEBOOK: { mark: 'f', colour: '#1466d8' },
  WHATSAPP: { mark: 'WA', colour: '#147a3d' },
  VIBER: { mark: 'V', colour: '#6a52e8' },
  TIKTOK: { mark: 'TT', colour: '#111111' },
  YOUTUBE: { mark: '▶', colour: '#e62117' },
  TWITTER: { mark: 'X', colour: '#14171a' },
  INSTAGRAM: { mark: 'IG', colour: '#d62976' },
};

export function ChannelMark({ kind }: { kind: string }): JSX.Element {
  const brand = BRAND[kind] ?? { mark: kind.slice(0, 2), colour: '#2c3250' };
  return (
    <span className="lk-channel__mark" style={{ background: brand.colour }} aria-hidden="true">
      {kind === 'LIVECHAT' ? (
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true">
          <path d={CHAT_PATH} />
        </svg>
      ) : (
        brand.mark
      )}
    </span>
  );
}
