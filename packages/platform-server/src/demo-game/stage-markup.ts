import type { DemoStrings } from './dictionary';
import { escapeHtml } from './escape-html';
import { BINGO_BALLS } from './rounds/number-draw';
import { SIDES } from './rounds/pick-a-side';
import type { Variant } from './variant';

/** Each variant's stage (what the round shows) and picks (what the player chooses), server-rendered. */
export interface StageMarkup {
  stage: string;
  picks: string;
  playLabel: string;
}

const pickButton = (value: string, label: string) =>
  `<button type="button" class="pick" data-pick="${escapeHtml(value)}" aria-pressed="false">${escapeHtml(label)}</button>`;

const picksOf = (legend: string, buttons: string, extraClass = '') =>
  `<fieldset class="picks ${extraClass}"><legend>${escapeHtml(legend)}</legend>${buttons}</fieldset>`;

function slot(s: DemoStrings): StageMarkup {
  const reel = `<div class="reel">${'<span class="cell" aria-hidden="true">?</span>'.repeat(3)}</div>`;
  return { stage: `<div class="reels" id="reels">${reel.repeat(3)}</div>`, picks: '', playLabel: s.spin };
}

function baccarat(s: DemoStrings): StageMarkup {
  const hand = (id: string, title: string) =>
    `<div class="hand"><h2>${escapeHtml(title)}</h2><div class="cards" id="${id}-cards"></div>` +
    `<div class="points" id="${id}-points">–</div></div>`;
  return {
    stage: `<div class="table">${hand('player', s.player)}${hand('banker', s.banker)}</div>`,
    picks: picksOf(
      s.pickSide,
      ['player', 'banker', 'tie'].map((side) => pickButton(side, s[side as 'tie'])).join(''),
    ),
    playLabel: s.deal,
  };
}

function fishing(s: DemoStrings): StageMarkup {
  const fish = ['clownfish', 'turtle', 'shark', 'dragon']
    .map(
      (name, index) =>
        `<span class="fish f${index + 1}" data-fish="${name}" title="${escapeHtml(s[name as 'shark'])}"></span>`,
    )
    .join('');
  return { stage: `<div class="sea" id="sea">${fish}</div>`, picks: '', playLabel: s.shoot };
}

function sides(variant: 'match' | 'duel' | 'cockfight', s: DemoStrings): StageMarkup {
  const [first, second] = SIDES[variant];
  const side = (value: string) =>
    `<div class="side" data-side="${value}"><h2>${escapeHtml(s[value as 'home'])}</h2><div class="score" data-score>–</div></div>`;
  return {
    stage: `<div class="sides">${side(first)}<span class="vs">VS</span>${side(second)}</div>`,
    picks: picksOf(
      s.pickSide,
      pickButton(first, s[first as 'home']) + pickButton(second, s[second as 'home']),
    ),
    playLabel: s.play,
  };
}

function lottery(s: DemoStrings): StageMarkup {
  return {
    stage: `<div class="balls" id="balls">${'<span class="ball">?</span>'.repeat(5)}</div>`,
    picks:
      `<label>${escapeHtml(s.pickDigits)}<input type="text" id="digits" inputmode="numeric" ` +
      `maxlength="2" pattern="[0-9]{2}" autocomplete="off" value="07"></label>`,
    playLabel: s.draw,
  };
}

function bingo(s: DemoStrings): StageMarkup {
  const balls = Array.from({ length: BINGO_BALLS }, (_, index) =>
    pickButton(String(index + 1), String(index + 1)),
  );
  return {
    stage: `<div class="grid25" id="bingo" role="group" aria-label="${escapeHtml(s.pickNumbers)}">${balls.join('')}</div>`,
    picks: `<p class="muted" id="picked">${escapeHtml(s.picked.replace('{n}', '0'))}</p>`,
    playLabel: s.draw,
  };
}

export function stageMarkup(variant: Variant, s: DemoStrings): StageMarkup {
  switch (variant) {
    case 'slot':
      return slot(s);
    case 'baccarat':
      return baccarat(s);
    case 'fishing':
      return fishing(s);
    case 'match':
    case 'duel':
    case 'cockfight':
      return sides(variant, s);
    case 'lottery':
      return lottery(s);
    case 'bingo':
      return bingo(s);
  }
}
