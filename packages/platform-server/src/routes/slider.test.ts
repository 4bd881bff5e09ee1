import { ErrorCode, Header } from '@lobbykit/api-client';
import {
  adminAccountSettings,
  adminOutbox,
  registerSettings,
  sliderChallenge,
  smsNoLogin,
} from '@lobbykit/api-client/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sliderPuzzles } from '../db/schema/index';
import {
  SLIDER_MIN_MS,
  SLIDER_PUZZLES_PER_IP,
  SLIDER_RATE_WINDOW_MS,
  SLIDER_TTL_MS,
} from '../services/slider-check';
import { sha256 } from '../services/tokens';
import { changeAccountSettings } from '../testing/account-settings';
import { testPlatformForFile } from '../testing/platform-for-file';
import { TEST_ADMIN_KEY } from '../testing/test-platform';

const t = testPlatformForFile();

const DEMO_MOBILE = '09171234567';
const admin = { [Header.adminKey]: TEST_ADMIN_KEY };

const settings = (change: { sliderCheck: boolean; smsLogin?: boolean }) =>
  changeAccountSettings(t, (current) => ({
    ...current,
    modules: { ...current.modules, MOBILEVERCODELOGIN3: change.smsLogin ?? true },
    sliderCheck: change.sliderCheck,
  }));

/** Where the hole is: the server's own record (the pictures are pixels, not coordinates). */
async function holeOf(sliderId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ targetX: sliderPuzzles.targetX })
    .from(sliderPuzzles)
    .where(eq(sliderPuzzles.idHash, sha256(sliderId)));
  if (!row) throw new Error('No such puzzle stored');
  return row.targetX;
}

async function puzzle() {
  const challenge = await t.value(sliderChallenge);
  return { ...challenge, target: await holeOf(challenge.sliderId) };
}

const askCode = (slider?: { sliderId: string; offset: number }) =>
  t.request('POST', smsNoLogin.path, {
    body: { mobileNum: DEMO_MOBILE, countryDialingCode: '63', ...(slider ? { slider } : {}) },
  });

async function outboxCount(): Promise<number> {
  const sent = await t.value(adminOutbox, {
    headers: admin,
    query: { merchantCode: 'ph', to: DEMO_MOBILE, channel: 'sms' },
  });
  return sent.length;
}

const refusedWithSlider = {
  success: false,
  errorCode: 'validation_failed',
  field: 'slider',
  messageKey: 'verify_first',
};

describe('R4.12 the self-hosted slider check', () => {
  it('R4.12 issues a puzzle drawn on the server: SVG data URLs, sizes, no outside image', async () => {
    const challenge = await t.value(sliderChallenge);
    expect(challenge).toMatchObject({ width: 300, height: 150, pieceSize: 44 });
    expect(challenge.sliderId).toMatch(/^[\w-]{32}$/);
    expect(challenge.pieceY).toBeGreaterThanOrEqual(0);
    expect(challenge.pieceY + challenge.pieceSize).toBeLessThanOrEqual(challenge.height);
    for (const image of [challenge.image, challenge.pieceImage]) {
      expect(image.startsWith('data:image/svg+xml;base64,')).toBe(true);
      const svg = Buffer.from(image.split(',')[1] ?? '', 'base64').toString();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      // Self-hosted: the only picture inside is an inline PNG, and nothing points elsewhere.
      expect(svg.match(/href="([^"]{0,21})/g)).toEqual(['href="data:image/png;base64']);
      expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:/);
    }
    // The hole's position is nowhere in the drawing as text: a script has to find it as a person does.
    const text = Buffer.from(challenge.image.split(',')[1] ?? '', 'base64').toString();
    const numbers = text
      .replace(/base64,[^"]+/, '')
      .replace('www.w3.org', '')
      .match(/\d+/g);
    expect(new Set(numbers)).toEqual(new Set(['2000', '0', '300', '150']));
  });

  it('R4.12 the setting is off by default, and the register settings tell the client when it is on', async () => {
    expect(
      (await t.value(adminAccountSettings, { headers: admin, query: { merchantCode: 'ph' } })).sliderCheck,
    ).toBe(false);
    expect((await t.value(registerSettings)).sliderCheck).toBe(false);
    await settings({ sliderCheck: true });
    expect((await t.value(registerSettings)).sliderCheck).toBe(true);
  });

  it('R4.12 with the check off, an SMS code is sent without a slider', async () => {
    await settings({ sliderCheck: false });
    expect((await askCode()).status).toBe(200);
  });

  it('R4.12 R8.21 with the check on, a missing slider is refused: 400, field slider, Please complete verification first', async () => {
    await settings({ sliderCheck: true });
    const answer = await askCode();
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject(refusedWithSlider);
    expect(await outboxCount()).toBe(0);
  });

  it('R4.12 a solved puzzle (within 6 px) sends the code, and works only once', async () => {
    await settings({ sliderCheck: true });
    const { sliderId, target } = await puzzle();
    t.clock.advance(1500);
    const answer = await askCode({ sliderId, offset: target + 5 });
    expect(answer.status).toBe(200);
    expect(await outboxCount()).toBe(1);
    t.clock.advance(60_000);
    const reuse = await askCode({ sliderId, offset: target });
    expect(reuse.status).toBe(400);
    expect(reuse.body).toMatchObject(refusedWithSlider);
  });

  it('R4.12 R8.21 a wrong offset is refused and burns the puzzle', async () => {
    await settings({ sliderCheck: true });
    const { sliderId, target } = await puzzle();
    t.clock.advance(1500);
    const wrong = await askCode({ sliderId, offset: target + 7 });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject(refusedWithSlider);
    const right = await askCode({ sliderId, offset: target });
    expect(right.status).toBe(400);
    expect(await outboxCount()).toBe(0);
  });

  it('R4.12 a puzzle older than two minutes is refused', async () => {
    await settings({ sliderCheck: true });
    const { sliderId, target } = await puzzle();
    t.clock.advance(SLIDER_TTL_MS + 1);
    const answer = await askCode({ sliderId, offset: target });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject(refusedWithSlider);
  });

  it('R4.12 an answer sooner than 300 ms after issue is refused as not human', async () => {
    await settings({ sliderCheck: true });
    const { sliderId, target } = await puzzle();
    t.clock.advance(SLIDER_MIN_MS - 1);
    const answer = await askCode({ sliderId, offset: target });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject(refusedWithSlider);
    expect(await outboxCount()).toBe(0);
  });

  it('R4.12 an unknown puzzle id and an out-of-range offset are refused with the field', async () => {
    await settings({ sliderCheck: true });
    expect((await askCode({ sliderId: 'not-issued', offset: 100 })).body).toMatchObject(refusedWithSlider);
    const bad = await t.request('POST', smsNoLogin.path, {
      body: { mobileNum: DEMO_MOBILE, countryDialingCode: '63', slider: { sliderId: 'x', offset: -1 } },
    });
    expect(bad.status).toBe(400);
    expect(String(bad.body.field)).toMatch(/^slider/);
  });

  it('R4.12 forgot password by phone goes through the same check', async () => {
    await settings({ sliderCheck: true, smsLogin: false });
    const refused = await t.request('POST', smsNoLogin.path, {
      body: { mobileNum: DEMO_MOBILE, countryDialingCode: '63', purpose: 'password' },
    });
    expect(refused.body).toMatchObject(refusedWithSlider);
    const { sliderId, target } = await puzzle();
    t.clock.advance(900);
    const answer = await t.request('POST', smsNoLogin.path, {
      body: {
        mobileNum: DEMO_MOBILE,
        countryDialingCode: '63',
        purpose: 'password',
        slider: { sliderId, offset: target },
      },
    });
    expect(answer.status).toBe(200);
  });
});

// Each test draws from its own address (the count lives in rate_events, shared by every instance).
// Puzzle rows are counted as a difference: reset() does not restore slider_puzzles.
describe('R4.12 drawing puzzles is limited per IP', () => {
  const draw = (ip: string) => t.request('GET', sliderChallenge.path, { ip });
  const storedPuzzles = async () => (await t.database.db.select({ n: count() }).from(sliderPuzzles))[0]!.n;

  async function drawAll(ip: string): Promise<void> {
    for (let index = 0; index < SLIDER_PUZZLES_PER_IP; index++) {
      const answer = await draw(ip);
      expect(answer.status).toBe(200);
      t.clock.advance(1000);
    }
  }

  it('R4.12 the 21st puzzle within a minute is a 429 with retryAfter, nothing is stored for it, and another IP is unaffected', async () => {
    expect(SLIDER_PUZZLES_PER_IP).toBe(20);
    const start = await storedPuzzles();
    await drawAll('198.51.100.40');
    const before = await storedPuzzles();
    expect(before - start).toBe(SLIDER_PUZZLES_PER_IP);
    const refused = await draw('198.51.100.40');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, errorCode: ErrorCode.tooManyRequests });
    // The first puzzle was drawn 20 s ago, so its slot frees in 40 s.
    expect(refused.body.retryAfter).toBe(40);
    expect(refused.body).not.toHaveProperty('value');
    expect(await storedPuzzles()).toBe(before);
    expect((await draw('198.51.100.42')).status).toBe(200);
    expect((await draw('198.51.100.40')).status).toBe(429);
  });

  it('R4.12 once the window has rolled past the oldest puzzle, that address may draw again', async () => {
    const ip = '198.51.100.43';
    await drawAll(ip);
    expect((await draw(ip)).status).toBe(429);
    // Rolling, not a fixed minute: the first puzzle (20 s ago) leaves 60 s after it was drawn,
    // and frees one slot; the second frees the next a second later.
    t.clock.advance(SLIDER_RATE_WINDOW_MS - 20_000 - 1);
    expect((await draw(ip)).body.retryAfter).toBe(1);
    t.clock.advance(1);
    expect((await draw(ip)).status).toBe(200);
    expect((await draw(ip)).status).toBe(429);
    t.clock.advance(1000);
    expect((await draw(ip)).status).toBe(200);
    t.clock.advance(SLIDER_RATE_WINDOW_MS);
    const later = await t.value(sliderChallenge, { ip });
    expect(await holeOf(later.sliderId)).toEqual(expect.any(Number));
  });
});
