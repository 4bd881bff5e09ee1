import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@lobbykit/api-client';
import svgCaptcha from 'svg-captcha';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { insertCaptcha, pruneCaptchas, spendCaptcha } from '../db/login-guard';
import { DomainError } from './domain-error';
import { sha256 } from './tokens';

export const CAPTCHA_TTL_MS = 5 * 60_000;

// Characters that look alike in a noisy image are left out, so a player is never asked to guess.
const CAPTCHA_OPTIONS = {
  size: 4,
  ignoreChars: '0oO1iIlL',
  noise: 2,
  color: true,
  background: '#21263d',
  width: 120,
  height: 44,
  fontSize: 44,
};

const answerHash = (answer: string) => sha256(answer.trim().toLowerCase());

export interface CaptchaService {
  issue(): Promise<{ captchaId: string; image: string }>;
  /** Spends the captcha and throws `captcha_failed` (with `captcha: true`) unless the answer matches. */
  check(captchaId: string, answer: string): Promise<void>;
}

/** Draws a challenge: the answer and its SVG. Tests draw known answers. */
export type CaptchaDrawer = () => { text: string; data: string };
export const drawSvgCaptcha: CaptchaDrawer = () => svgCaptcha.create(CAPTCHA_OPTIONS);

export function createCaptchaService(deps: {
  db: Db;
  clock: Clock;
  draw?: CaptchaDrawer | undefined;
}): CaptchaService {
  const { db, clock, draw = drawSvgCaptcha } = deps;
  return {
    async issue() {
      const now = clock.now();
      const challenge = draw();
      const captchaId = randomBytes(18).toString('base64url');
      await insertCaptcha(db, {
        id: captchaId,
        answerHash: answerHash(challenge.text),
        expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
      });
      await pruneCaptchas(db, new Date(now.getTime() - CAPTCHA_TTL_MS));
      return {
        captchaId,
        image: `data:image/svg+xml;base64,${Buffer.from(challenge.data).toString('base64')}`,
      };
    },
    async check(captchaId, answer) {
      const stored = await spendCaptcha(db, captchaId, clock.now());
      if (stored === undefined || stored !== answerHash(answer)) {
        throw new DomainError(ErrorCode.captchaFailed, 'The captcha is wrong or has expired', {
          field: 'captcha',
          captcha: true,
        });
      }
    },
  };
}
