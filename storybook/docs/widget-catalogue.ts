import type { LobbyKitEventType, WidgetName } from '@lobbykit/sdk/host';

/** What the docs say of each widget beyond its schema: what it is, an example, the events it causes. */
export interface WidgetEntry {
  title: string;
  summary: string;
  /** Props for the live example and the snippets. */
  example: Record<string, string | number | boolean>;
  /** `lobbykit:<type>` events its actions emit, besides `error` (every widget) and `navigate`. */
  events: LobbyKitEventType[];
}

export const widgetCatalogue: Record<WidgetName, WidgetEntry> = {
  login: {
    title: 'Login',
    summary:
      'The player login form (username, password, terms, captcha when asked; SMS login where the merchant has it), inline on the page or as a dialog. Agents log in with mode "agent".',
    example: { variant: 'inline' },
    events: ['login', 'first-login', 'modal'],
  },
  register: {
    title: 'Register',
    summary:
      "The registration form with the merchant's fields, the affiliate code (prop, campaign link or the loader's affiliateCode), terms and captcha; registering signs the player in.",
    example: { variant: 'inline' },
    events: ['register', 'login', 'modal'],
  },
  'wallet-header': {
    title: 'Wallet header',
    summary:
      'Signed out: Log in and Register. Signed in: the balance (hide, refresh), deposit and withdraw, the account menu with its counters.',
    example: { brand: 'Lucky Lounge' },
    events: ['balance', 'logout', 'modal', 'login'],
  },
  'game-grid': {
    title: 'Game grid',
    summary:
      'The home lanes, a game list (by type, vendor, hot, favourites, recent, search) or a game centre.',
    example: { view: 'home' },
    events: ['game-launch', 'modal'],
  },
  'game-nav': {
    title: 'Game nav',
    summary: "The top navigation of game types and their vendors' menus.",
    example: {},
    events: ['modal'],
  },
  'lottery-lobby': {
    title: 'Lottery lobby',
    summary: 'The lottery lobby: draws, results and the game to open.',
    example: { kind: 'lottery' },
    events: ['game-launch'],
  },
  'banner-carousel': {
    title: 'Banner carousel',
    summary: "The merchant's banners of one group, swiping and auto-advancing.",
    example: {},
    events: [],
  },
  marquee: {
    title: 'Marquee',
    summary: 'The scrolling announcement line; a press opens the announcements.',
    example: {},
    events: ['modal'],
  },
  jackpot: {
    title: 'Jackpot',
    summary: 'The running jackpot amount.',
    example: {},
    events: [],
  },
  'winners-board': {
    title: 'Winners board',
    summary: 'Recent big wins, scrolling.',
    example: {},
    events: [],
  },
  'language-select': {
    title: 'Language select',
    summary: "The merchant's languages (and regions), as a menu or a list.",
    example: { variant: 'menu' },
    events: [],
  },
  'side-menu': {
    title: 'Side menu',
    summary: "The player site's side menu: pages, promotions, help, language.",
    example: { layout: 'column' },
    events: ['modal'],
  },
  'site-footer': {
    title: 'Site footer',
    summary: 'Licences, help links, the customer service channels and the copyright year.',
    example: {},
    events: ['modal'],
  },
  'customer-service-button': {
    title: 'Customer service button',
    summary: "A floating button that opens the merchant's customer service channels.",
    example: {},
    events: [],
  },
  'member-center': {
    title: 'Member center',
    summary:
      "The signed-in player's pages: cashier, records, messages, rewards, VIP, security (a guest is asked to log in).",
    example: {},
    events: ['balance', 'modal'],
  },
  promotions: {
    title: 'Promotions',
    summary: 'The promotions list by type, each with its details and how to apply.',
    example: {},
    events: ['modal'],
  },
  'point-mall': {
    title: 'Point mall',
    summary: 'Points: the rewards to exchange them for, the history and the details.',
    example: {},
    events: ['balance'],
  },
  'content-pages': {
    title: 'Content pages',
    summary: "The merchant's blog and guide pages.",
    example: { section: 'blog' },
    events: [],
  },
  'chat-room': {
    title: 'Chat room',
    summary: 'A chat room for signed-in players.',
    example: {},
    events: [],
  },
  'agent-center': {
    title: 'Agent center',
    summary: "A signed-in agent's back office: downline, reports, contracts (a player or guest is refused).",
    example: {},
    events: [],
  },
};

/** Each event's detail (LobbyKitEvents) and when it fires. */
export const eventCatalogue: Record<LobbyKitEventType, { detail: string; when: string }> = {
  login: {
    detail: '{ account, isAgent, isTrial }',
    when: 'a player or agent signed in (login, register, free play)',
  },
  'first-login': { detail: '{ account, isAgent, isTrial }', when: "a player's first login ever" },
  logout: { detail: '{}', when: 'the player signed out' },
  register: { detail: '{ account, affiliateCode }', when: 'a registration succeeded' },
  'game-launch': {
    detail: '{ nodeId, gameCode, vassalage, gameType, url }',
    when: 'a game is about to open',
  },
  balance: { detail: '{ balance, currency }', when: 'the balance changed or was reloaded' },
  navigate: {
    detail: '{ path, url, reason }',
    when: 'a widget asks for a player-site page; cancelable: preventDefault() to route it yourself',
  },
  modal: { detail: '{ name, open }', when: 'a LobbyKit dialog opened or closed' },
  ready: { detail: '{ version }', when: 'the bundle took over the loader and started (loader pages)' },
  error: {
    detail: '{ code, message?, widget?, field?, version? }',
    when: 'bad props, a chunk that failed to load, a startup or load failure',
  },
};

/** What each `part` name is, for `::part()` rules. */
export const partCatalogue: Record<string, string> = {
  root: "every widget's inner root: the box everything else renders in",
  card: "the widget's card (login, register)",
  title: "the card's or a section's heading",
  form: 'the form element',
  alert: "the form's error line",
  label: "a field's label",
  input: 'a text field',
  search: 'the search field (with input)',
  'field-error': "a field's error message",
  button: 'every button drawn as a LobbyKit button',
  'button-primary': 'the main action (Log in, Register, Deposit)',
  'button-ghost': 'a secondary action',
  'button-danger': 'a destructive action',
  header: "the wallet header's bar",
  balance: 'the balance amount',
  grid: 'a list of game cards',
  'game-card': 'one game card',
  error: "the runtime's error box (bad props, failed load)",
};
