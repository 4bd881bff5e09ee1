import { describe, expect, it } from 'vitest';
import { bn as registerBn } from '../../../widgets/src/register/messages/bn';
import { en as registerEn } from '../../../widgets/src/register/messages/en';
import { ty as registerTy } from '../../../widgets/src/register/messages/ty';
import { bn } from './bn';
import { en } from './en';
import { ty } from './ty';

/**
 * Spec section 8 walked whole: every error of the catalogue has its words in EN, TY and BN, and a
 * place in the code that produces it (a server refusal, an sdk check, a widget or the runtime).
 * A requirement whose words nobody produces fails here, as R8.14 and R8.18 would have before.
 */
declare global {
  interface ImportMeta {
    /** Vite's glob import (the sdk's tsconfig carries no vite/client types). */
    glob<T>(
      patterns: string[],
      options: { query: '?raw'; import: 'default'; eager: true },
    ): Record<string, T>;
  }
}

/** The sources that may produce an error, by their path from packages/, read as text. */
const sources = import.meta.glob<string>(
  [
    '../../../platform-server/src/{services,http}/**/*.ts',
    '../../../platform-server/src/platform.ts',
    '../../../api-client/src/*.ts',
    '../../../sdk/src/{actions,runtime}/**/*.ts',
    '!**/*.test.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);
// Vite names the sdk's own files relative to this one ('../actions/...'): every key as from packages/.
const byPath = new Map(
  Object.entries(sources).map(([key, text]) => [
    new URL(key, 'file:///packages/sdk/src/i18n/').pathname.replace('/packages/', ''),
    text,
  ]),
);
const source = (path: string): string => {
  const text = byPath.get(path);
  if (text === undefined) throw new Error(`No source ${path}`);
  return text;
};

type Table = Record<string, unknown>;
const at = (table: Table, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Table | undefined)?.[part], table);

const sdk = { EN: en, TY: ty, BN: bn } as Table;
const register = { EN: registerEn, TY: registerTy, BN: registerBn } as Table;

interface Entry {
  /** Where the words are: the sdk's dictionaries or the registration widget's. */
  dictionary: 'sdk' | 'register';
  key: string;
  /** The English words the spec gives, where it gives them exactly. */
  words?: string;
  /** Files (from packages/) and what in them produces the error. */
  producers: [file: string, snippet: string][];
}

const catalogue: Record<string, Entry> = {
  'R8.01': {
    dictionary: 'register',
    key: 'error.invitation_code_error',
    producers: [
      ['platform-server/src/services/registration-rules.ts', 'invitation_code_error'],
      ['sdk/src/actions/validation.ts', "invitation: 'invitation_code_error'"],
    ],
  },
  'R8.02': {
    dictionary: 'register',
    key: 'error.invitation_code_error',
    producers: [['sdk/src/actions/register.ts', 'invitation_code_error']],
  },
  'R8.03': {
    dictionary: 'sdk',
    key: 'error.too_many_requests',
    producers: [['platform-server/src/services/sms-codes.ts', 'ErrorCode.tooManyRequests']],
  },
  'R8.04': {
    dictionary: 'sdk',
    key: 'error.invalid_phone',
    producers: [['sdk/src/actions/phone-login.ts', "errorMessage('invalid_phone')"]],
  },
  'R8.05': {
    dictionary: 'sdk',
    key: 'error.missing_phone',
    producers: [['sdk/src/actions/phone-login.ts', "errorMessage('missing_phone')"]],
  },
  'R8.06': {
    dictionary: 'sdk',
    key: 'error.too_many_requests',
    words: 'Too many requests. Please try again after 5 minutes.',
    producers: [['platform-server/src/services/sms-codes.ts', 'SMS_LOCK_MS']],
  },
  'R8.07': {
    dictionary: 'sdk',
    key: 'error.unknown_error',
    producers: [['platform-server/src/platform.ts', 'ErrorCode.unknown']],
  },
  'R8.08': {
    dictionary: 'sdk',
    key: 'error.invalid_code',
    producers: [
      ['sdk/src/actions/sms-login.ts', "errorMessage('invalid_code')"],
      ['platform-server/src/services/sms-codes.ts', 'MessageKey.codeInvalid'],
    ],
  },
  'R8.09': {
    dictionary: 'sdk',
    key: 'error.captcha_failed',
    producers: [['platform-server/src/services/captcha.ts', 'captchaFailed']],
  },
  'R8.10': {
    dictionary: 'sdk',
    key: 'error.quota_exceeded',
    producers: [['platform-server/src/services/sms-codes.ts', 'ErrorCode.quotaExceeded']],
  },
  'R8.11': {
    dictionary: 'sdk',
    key: 'error.operation_not_allowed',
    producers: [
      ['platform-server/src/services/module-guard.ts', 'ErrorCode.operationNotAllowed'],
      ['platform-server/src/services/free-play.ts', 'requireModule('],
      ['platform-server/src/services/sms-login.ts', 'SMS_LOGIN_MODULE'],
    ],
  },
  'R8.12': {
    dictionary: 'register',
    key: 'error.verification_code_expired',
    producers: [['platform-server/src/services/sms-codes.ts', 'MessageKey.codeExpired']],
  },
  'R8.13': {
    dictionary: 'sdk',
    key: 'error.popup_closed',
    producers: [['sdk/src/actions/game-window.ts', "errorMessage('popup_closed')"]],
  },
  'R8.14': {
    dictionary: 'sdk',
    key: 'error.popup_blocked',
    words: 'Popup blocked. Please allow popups and try again.',
    producers: [
      ['sdk/src/actions/agent/customer-service.ts', "errorMessage('popup_blocked')"],
      ['sdk/src/actions/game-window.ts', "errorMessage('popup_blocked')"],
    ],
  },
  'R8.15': {
    dictionary: 'sdk',
    key: 'error.user_not_found',
    words: 'Username/Email does not exist',
    producers: [['platform-server/src/services/member-passwords.ts', 'usernameEmailUnknown']],
  },
  'R8.16': {
    dictionary: 'sdk',
    key: 'error.network_error',
    words: 'Network link is abnormal, please try again',
    producers: [['api-client/src/client.ts', 'ErrorCode.network']],
  },
  'R8.17': {
    dictionary: 'sdk',
    key: 'error.timeout',
    words: 'The page took longer time to load, please check your network connectivity',
    producers: [['api-client/src/client.ts', 'ErrorCode.timeout']],
  },
  'R8.18': {
    dictionary: 'sdk',
    key: 'error.invalid_domain',
    words: 'Invalid URL, please contact customer service',
    producers: [['platform-server/src/http/cors.ts', 'ErrorCode.invalidDomain']],
  },
  'R8.19': {
    dictionary: 'sdk',
    key: 'error.region_blocked',
    producers: [['platform-server/src/http/bind.ts', 'ErrorCode.regionBlocked']],
  },
  'R8.20': {
    dictionary: 'sdk',
    key: 'error.maintenance',
    producers: [['platform-server/src/http/bind.ts', 'ErrorCode.maintenance']],
  },
  'R8.21': {
    dictionary: 'sdk',
    key: 'error.verify_first',
    words: 'Please complete verification first',
    producers: [['platform-server/src/services/login-proof.ts', 'verifyFirst']],
  },
  'R8.22': {
    dictionary: 'sdk',
    key: 'error.register_first',
    words: 'Please Register An Account First',
    producers: [['sdk/src/actions/player-guard.ts', 'promptRegisterFirst']],
  },
  'R8.23': {
    dictionary: 'sdk',
    key: 'error.not_logged_in',
    words: 'You are not logged in, please login',
    producers: [['platform-server/src/http/bind.ts', 'ErrorCode.notLoggedIn']],
  },
  'R8.24': {
    dictionary: 'sdk',
    key: 'error.empty_credentials',
    words: 'Please enter the username and password',
    producers: [['sdk/src/actions/login.ts', 'empty_credentials']],
  },
  'R8.25': {
    dictionary: 'sdk',
    key: 'error.non_agent',
    words: 'Non-agents cannot log in',
    producers: [['platform-server/src/services/login-area.ts', 'ErrorCode.nonAgent']],
  },
  'R8.26': {
    dictionary: 'sdk',
    key: 'error.non_member',
    words: 'Non-member account unable to login',
    producers: [['platform-server/src/services/login-area.ts', 'ErrorCode.nonMember']],
  },
  'R8.27': {
    dictionary: 'sdk',
    key: 'error.game_maintenance',
    producers: [
      ['sdk/src/actions/start-game.ts', "errorMessage('game_maintenance')"],
      ['platform-server/src/services/game-launch.ts', 'see other popular games'],
    ],
  },
  'R8.28': {
    dictionary: 'sdk',
    key: 'error.in_need_true_account',
    producers: [['platform-server/src/services/trial-wall.ts', 'ErrorCode.trialAccount']],
  },
  'R8.30': {
    dictionary: 'sdk',
    key: 'error.chunk_failed',
    words: 'Loading chunk {{n}} failed',
    producers: [['sdk/src/runtime/mount.ts', 'chunkFailed']],
  },
};

describe('spec section 8, the whole error catalogue', () => {
  it.each(Object.entries(catalogue))('%s has its words in EN, TY and BN', (_requirement, entry) => {
    const tables = (entry.dictionary === 'sdk' ? sdk : register) as Record<'EN' | 'TY' | 'BN', Table>;
    const [english, filipino, bengali] = (['EN', 'TY', 'BN'] as const).map((language) =>
      at(tables[language], entry.key),
    );
    expect(typeof english).toBe('string');
    if (entry.words) expect(english).toBe(entry.words);
    expect(typeof filipino).toBe('string');
    expect((filipino as string).trim()).not.toBe('');
    expect(bengali).toMatch(/[\u0980-\u09FF]/);
  });

  it.each(Object.entries(catalogue))('%s has a place that produces it', (_requirement, entry) => {
    for (const [file, snippet] of entry.producers) expect(source(file)).toContain(snippet);
  });

  it('walks every requirement of section 8 except R8.29 and R8.31, which are not a message of their own', () => {
    // R8.29 is the login popup itself; R8.31 is the 120000 ms time-out (api-client and runtime tests).
    const walked = Object.keys(catalogue);
    const all = Array.from({ length: 31 }, (_, index) => `R8.${String(index + 1).padStart(2, '0')}`);
    expect(all.filter((requirement) => !walked.includes(requirement))).toEqual(['R8.29', 'R8.31']);
  });
});
