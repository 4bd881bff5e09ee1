import { seamlessBet, seamlessRollback, seamlessSettle } from '@lobbykit/api-client/contract';
import { type DemoLanguage, type DemoStrings, demoStrings } from './dictionary';
import { escapeHtml, scriptJson } from './escape-html';
import { PAGE_SCRIPT } from './page-script';
import { PAGE_STYLE } from './page-style';
import { stageMarkup } from './stage-markup';
import type { Variant } from './variant';

/** The stakes the selector offers, in the merchant's currency. */
export const STAKES = [1, 5, 10, 50, 100, 500] as const;

export interface DrawLine {
  issueNo: string;
  numbers: string;
}

export interface DemoPageInput {
  token: string;
  nonce: string;
  merchantCode: string;
  language: DemoLanguage;
  variant: Variant;
  gameName: string;
  currency: string;
  currencySymbol: string;
  /** Wire decimal. */
  balance: number;
  backUrl: string | null;
  /** Lottery variants list the latest draws of their schedule. */
  draws?: DrawLine[];
}

function money(symbol: string, amount: number): string {
  return `${symbol}${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

function drawsSection(s: DemoStrings, draws: DrawLine[]): string {
  const items = draws
    .map(
      (draw) =>
        `<li><span class="muted">${escapeHtml(s.issue)} ${escapeHtml(draw.issueNo)}</span>` +
        `<span class="digits">${escapeHtml(draw.numbers)}</span></li>`,
    )
    .join('');
  return `<section class="draws"><h2>${escapeHtml(s.latestDraws)}</h2>${items ? `<ol>${items}</ol>` : `<p class="muted">${escapeHtml(s.noDraws)}</p>`}</section>`;
}

/** The whole demo game as one self-contained HTML document: inline style and script, no external URL. */
export function renderDemoPage(input: DemoPageInput): string {
  const s = demoStrings[input.language];
  const markup = stageMarkup(input.variant, s);
  const defaultStake = STAKES.find((stake) => stake >= 10) ?? STAKES[0];
  const stakes = STAKES.map(
    (stake) =>
      `<option value="${stake}"${stake === defaultStake ? ' selected' : ''}>${escapeHtml(money(input.currencySymbol, stake))}</option>`,
  ).join('');
  const data = {
    token: input.token,
    merchant: input.merchantCode,
    language: input.language,
    variant: input.variant,
    currency: input.currency,
    symbol: input.currencySymbol,
    balance: input.balance,
    backUrl: input.backUrl,
    strings: s,
    api: { bet: seamlessBet.path, settle: seamlessSettle.path, rollback: seamlessRollback.path },
  };
  const nonce = escapeHtml(input.nonce);
  return `<!doctype html>
<html lang="${escapeHtml(s.htmlLang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(input.gameName)}</title>
<style nonce="${nonce}">${PAGE_STYLE}</style>
</head>
<body class="variant-${input.variant}">
<header class="bar">
<button type="button" class="back" id="back">← ${escapeHtml(s.back)}</button>
<h1>${escapeHtml(input.gameName)}</h1>
<div class="wallet"><span>${escapeHtml(s.balance)}</span><output class="money" id="balance">${escapeHtml(money(input.currencySymbol, input.balance))}</output></div>
</header>
<main>
<section class="stage" aria-live="off">${markup.stage}</section>
<section class="controls">
${markup.picks}
<label>${escapeHtml(s.stake)}<select id="stake">${stakes}</select></label>
<button type="button" class="play" id="play">${escapeHtml(markup.playLabel)}</button>
</section>
<p class="message" id="message" role="status" aria-live="polite"></p>
<p class="note">${escapeHtml(s.demoNote)}</p>
${input.draws ? drawsSection(s, input.draws) : ''}
</main>
<script type="application/json" id="lk-demo">${scriptJson(data)}</script>
<script nonce="${nonce}">${PAGE_SCRIPT}</script>
</body>
</html>`;
}

/** A page for a launch link that no longer works (expired or unknown token). */
export function renderExpiredPage(language: DemoLanguage, nonce: string): string {
  const s = demoStrings[language];
  return `<!doctype html>
<html lang="${escapeHtml(s.htmlLang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(s.back)}</title><style nonce="${escapeHtml(nonce)}">${PAGE_STYLE}</style></head>
<body><main><p class="message error" role="alert">${escapeHtml(s.expired)}</p></main></body></html>`;
}

/** A strict policy: nothing loads from anywhere, the inline style and script run by nonce, calls go home only. */
export function contentSecurityPolicy(nonce: string, frameAncestors: string[]): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${["'self'", ...frameAncestors].join(' ')}`,
  ].join('; ');
}
