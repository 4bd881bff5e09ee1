import { ErrorCode } from '@lobbykit/api-client';
import {
  captcha,
  login,
  logout,
  memberInfo,
  type ResponseOf,
  smsNoLogin,
  socialProviders,
} from '@lobbykit/api-client/contract';
import { type FakeAnswer, failure, fakePlatform } from '@lobbykit/api-client/testing';
import { $startup, type LoginResult } from '@lobbykit/sdk';
import { $socialProviders, $socialSignIn } from '@lobbykit/sdk/accounts';
import { member } from '@lobbykit/widgets/testing';
import { type AgentPagesScenario, answerAgentPages } from './agent-pages-platform';
import { answerChatRoom, type ChatRoomScenario } from './chat-room-platform';
import { answerFeedback, type FeedbackScenario } from './feedback-platform';
import { answerGames, type GamesScenario } from './games-platform';
import { answerHelpCenter, type HelpCenterScenario } from './help-center-platform';
import { answerLobby, type LobbyScenario } from './lobby-platform';
import { answerLocales, type LocalesScenario } from './locales-platform';
import { answerMemberCenter, type MemberCenterScenario } from './member-center-platform';
import { answerMemberRecords, type MemberRecordsScenario } from './member-records-platform';
import { answerMissions, type MissionsScenario } from './missions-platform';
import { answerPasswords, type PasswordsScenario } from './passwords-platform';
import { answerPointMall, type PointMallScenario } from './point-mall-platform';
import { answerPromotions, type PromotionsScenario } from './promotions-platform';
import { answerRegister, type RegisterScenario, registerSettingsValue } from './register-platform';
import { applySideMenuScenario, type SideMenuScenario } from './side-menu-platform';
import { answerSlider, type SliderScenario } from './slider-platform';

/** How the stand-in platform answers a login in a story. */
export type LoginScenario =
  | 'ok'
  | 'agent'
  | 'invalid'
  | 'captcha'
  | 'pending'
  | 'nonAgent'
  | 'newIpMobile'
  | 'newIpName';

export interface PlatformScenario {
  login?: LoginScenario;
  /** Winners board, announcements and balance answers (lobby-platform.ts). */
  lobby?: LobbyScenario;
  /** Menus, game lists, favourites, recent, launch and lottery answers (games-platform.ts). */
  games?: GamesScenario;
  /** Registration: rules and settings, affiliate check, SMS codes and the register call. */
  register?: RegisterScenario;
  /** The region list of the region modal, and a member's language. */
  locales?: LocalesScenario;
  /** The member center's cashier pages: channels, withdrawals, security, wallets, upline. */
  memberCenter?: MemberCenterScenario;
  /** The member center's records side: bets, account record, profit, bonuses, rewards, messages, VIP. */
  memberRecords?: MemberRecordsScenario;
  /** The missionLeaderboard page (missions-platform.ts). */
  missions?: MissionsScenario;
  /** Change password, forgot by e-mail and by phone. */
  passwords?: PasswordsScenario;
  /** R4.12: the slider check turned on, and whether the SMS send accepts its answer. */
  slider?: SliderScenario;
  /** The agent center's pages: settings, team reports, team, contracts and payments (agent-pages-platform.ts). */
  agentPages?: AgentPagesScenario;
  /** Promotions: the list by type or by status, a promotion by hash, join, claim and apply (promotions-platform.ts). */
  promotions?: PromotionsScenario;
  /** The side menu's and footer's permission: referral, the operator's links (side-menu-platform.ts). */
  sideMenu?: SideMenuScenario;
  /** The help center's topics per merchant and language, or a read that never ends or fails (help-center-platform.ts). */
  helpCenter?: HelpCenterScenario;
  /** The points mall: catalogue, balance, records, redeem and convert (point-mall-platform.ts). */
  pointMall?: PointMallScenario;
  /** PUT /wps/feedback: stored, a send that never ends, or the hourly limit (feedback-platform.ts). */
  feedback?: FeedbackScenario;
  /** The chat room: rooms, a live or dropping stream, a send stored or rate limited (chat-room-platform.ts). */
  chatRoom?: ChatRoomScenario;
  /** R4.14, R4.15: the sign-in providers the platform offers under the login (none by default). */
  socialProviders?: ('google' | 'facebook')[];
}

export function setScenario(next: PlatformScenario): void {
  answerScenario(next);
  // The sdk asks for the providers once a page: each story says them, and starts with no sign-in under way.
  $socialProviders.set(next.socialProviders ?? []);
  $socialSignIn.set({ phase: 'idle' });
  // The preview sets the startup permission itself; the side menu's part of it is patched here.
  if (next.sideMenu) applySideMenuScenario(next.sideMenu);
}

let captchaCount = 0;
function captchaImage(): string {
  captchaCount += 1;
  const code = ['7A9K', 'X4PB', 'M2QR', 'H8TD'][captchaCount % 4];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44"><rect width="120" height="44" fill="#fff"/><path d="M0 30 Q30 5 60 25 T120 15" stroke="#7b5cff" fill="none"/><text x="60" y="30" font-family="monospace" font-size="22" text-anchor="middle" fill="#21263d">${code}</text></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

const agentInfo = () => member({ type: 1, account: 'agent01', username: 'agent01', nickname: null });

/** What opening a session answers (login, and a registration that logs in). */
function sessionValue(agent: boolean): ResponseOf<typeof login> {
  const info = agent ? agentInfo() : member();
  return {
    token: 'story-token',
    expiresIn: 3600,
    firstTimeLogin: false,
    passwordExpired: false,
    defaultPassword: false,
    id: info.id,
    account: info.account,
    username: info.username,
    nickname: info.nickname,
    customerId: info.customerId,
    type: info.type,
  };
}

/** The login as each scenario answers it. */
function loginAnswer(scenario: LoginScenario | undefined): FakeAnswer<typeof login> | Promise<never> {
  switch (scenario) {
    case 'pending':
      return new Promise<never>(() => {});
    case 'invalid':
      return failure(ErrorCode.invalidCredentials);
    case 'captcha':
      return failure(ErrorCode.invalidCredentials, { captcha: true });
    case 'nonAgent':
      return failure(ErrorCode.nonAgent);
    case 'newIpMobile':
      return failure(ErrorCode.verifyFirst, {
        proof: { ticket: 'story', kind: 'mobile', hint: '0917****567' },
      });
    case 'newIpName':
      return failure(ErrorCode.verifyFirst, { proof: { ticket: 'story', kind: 'payeeName', hint: '' } });
    default:
      return sessionValue(scenario === 'agent');
  }
}

/** The story's merchant (preview's startupReady), as the real server knows it from the Merchant header. */
function storyMerchant(): 'ph' | 'bd' {
  const startup = $startup.get();
  return startup.phase === 'ready' && startup.permission?.merchant.merchantCode === 'bd' ? 'bd' : 'ph';
}

/**
 * The stand-in platform: the typed fake of `@lobbykit/api-client/testing`. It serves its own key (the
 * sdk's real encrypted login runs unchanged) and answers every endpoint a story reaches by the
 * contract's endpoint objects: the session's here, the rest through each *-platform.ts file's
 * answerX(platform, scenario), so each reply is checked against the endpoint's answer type. An
 * endpoint no scenario answers gets the platform's 404 not_found.
 */
export const storyPlatform = fakePlatform();

function answerScenario(next: PlatformScenario): void {
  storyPlatform.reset();
  storyPlatform
    .on(login, () => loginAnswer(next.login))
    .on(memberInfo, () => (next.login === 'agent' ? agentInfo() : member()))
    .on(captcha, () => ({ captchaId: `story-${captchaCount}`, image: captchaImage() }))
    .on(logout, null)
    .on(socialProviders, { providers: next.socialProviders ?? [] });
  // A registration, or a phone reset, that goes through logs in, as a login does.
  answerRegister(storyPlatform, next.register ?? {}, storyMerchant, () => sessionValue(false));
  answerLocales(storyPlatform, next.locales ?? {});
  answerAgentPages(storyPlatform, next.agentPages ?? {});
  answerHelpCenter(storyPlatform, next.helpCenter ?? {}, storyMerchant);
  answerChatRoom(storyPlatform, next.chatRoom ?? {}, storyMerchant);
  answerMissions(storyPlatform, next.missions ?? {});
  answerMemberCenter(storyPlatform, next.memberCenter ?? {}, storyMerchant);
  answerPromotions(storyPlatform, next.promotions ?? {});
  answerMemberRecords(storyPlatform, next.memberRecords ?? {});
  answerLobby(storyPlatform, next.lobby ?? {}, storyMerchant);
  answerPointMall(storyPlatform, next.pointMall ?? {}, storyMerchant);
  answerGames(storyPlatform, next.games ?? {});
  answerPasswords(storyPlatform, next.passwords ?? {}, () => sessionValue(false));
  answerFeedback(storyPlatform, next.feedback ?? {});
  // The slider's scenario answers the register settings (with the check on) and the SMS send itself.
  if (next.slider) answerSlider(storyPlatform, next.slider, () => registerSettingsValue({}, 'ph'));
  else {
    storyPlatform.on(smsNoLogin, { expiredMinutes: 1, message: 'The verification code has been sent' });
  }
}
answerScenario({});

/** The platform API as the stories need it, installed by preview.tsx. */
export const fakePlatformFetch: typeof fetch = storyPlatform.fetch;

export type { LoginResult };
