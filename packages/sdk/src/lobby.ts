// @lobbykit/sdk/lobby: the games lobby's stores and actions (spec section 4: game types, starting
// games, favourites, recent games, home sections, navigation, jackpot, announcements). A separate
// entry so pages that only log in never download them: esbuild's code splitting keeps everything a
// barrel re-exports in the chunk of whoever imports that barrel.

// The contract's lobby vocabulary the widgets read (props schemas, limits), so they never import the api-client.
export { bannerGroup, GAME_NAME_SEARCH_MAX, GAME_TYPES, gameType } from '@lobbykit/api-client/lobby';
export {
  openCustomerService,
  openServiceLink,
  SERVICE_WINDOW,
  type ServiceLink,
  type ServiceLinkOutcome,
  serviceLinks,
} from './actions/agent/customer-service';
export {
  ANNOUNCEMENTS_PER_PAGE,
  closeAnnouncementPopup,
  currentExecution,
  isPopupClosed,
  loadAnnouncements,
  openAnnouncementPopup,
  type Page,
  pageOf,
  prefetchAnnouncements,
} from './actions/announcements';
export { type CategoryOutcome, categoryClick } from './actions/category-click';
export {
  addFavourite,
  FAVOURITE_THROTTLE_MS,
  type FavouriteOutcome,
  isFavourite,
  loadFavourites,
  removeFavourite,
  toggleFavourite,
} from './actions/favourites';
export {
  GAME_LIST_PAGE_SIZE,
  type GamePageQuery,
  loadGamePage,
  loadHotGames,
  prefetchGameList,
  takeGamePage,
} from './actions/game-catalogue';
export { loadMenus } from './actions/game-menus';
export {
  type GameClassify,
  loadSubTypes,
  offeredSubTypes,
  type SubTypeCount,
} from './actions/game-sub-types';
export { chooseGameType, homeMounted, startSeaLottery } from './actions/game-type';
export { GAME_WINDOW_NAME, type GameWindowOutcome, playInWindow } from './actions/game-window';
export {
  HOT_MORE_OVER,
  HOT_SHOWN_ON_HOME,
  type HomeSection,
  type HomeSectionId,
  type HomeSectionsState,
  homeSections,
  hotOnHome,
  type LoadHomeSectionsOptions,
  loadHomeSections,
  SECTION_REQUEST_GAP_MS,
  sectionPageSize,
} from './actions/home-sections';
export { createJackpot, type JackpotDeps } from './actions/jackpot';
export { type LotteryKind, launchLottery } from './actions/launch-lottery';
export {
  type LotteryDraw,
  type LotteryGame,
  type LotteryMenu,
  type LotteryResults,
  loadLotteryMenus,
  loadLotteryResults,
  type PrizeTable,
} from './actions/lottery-results';
export {
  CATEGORY_PATHS,
  opensVendorList,
  type SideMenuCategory,
  sideMenuCategories,
  type TopNavigationId,
  type TopNavigationItem,
  topNavigation,
  VENDOR_MENU_LARGE_OVER,
  vendorMenu,
} from './actions/navigation';
export { loadPrizeMode, prizeModeFor } from './actions/prize-mode';
export { QR_CODE_DEFAULTS, type QrCodeOptions, qrCodeOptions } from './actions/qr-code';
export { loadRecentGames } from './actions/recent-games';
export { showHomeSections } from './actions/show-home';
export {
  AGE_LIMIT,
  FEEDBACK_PATH,
  FOOTER_HELP_TOPICS,
  FOOTER_HIDDEN_VENDORS,
  type FooterContact,
  type FooterHelpTopic,
  type FooterProduct,
  footerVendors,
  type SiteFooterContent,
  type SiteFooterInput,
  siteFooterContent,
} from './actions/site-footer';
export {
  APP_DOWNLOADS,
  moduleSwitch,
  type ResourceLink,
  resourceLinks,
  SIDE_MENU_PATHS,
  SIDE_MENU_SERVICES,
  type SideMenuInput,
  type SideMenuSection,
  type SideMenuSectionId,
  SOCIAL_LINKS,
  setSideMenuVisible,
  settleSideMenuDefault,
  sideMenuSections,
  toggleSideMenu,
} from './actions/site-menu';
export {
  closeGame,
  GAME_FRAME_MODAL,
  type GameLaunchDetail,
  type StartOutcome,
  startGame,
  startVendor,
  VENDOR_GAMES_MODAL,
} from './actions/start-game';
export { loadWinners, type RankEntry, WINNERS_LIMIT, WINNERS_SHOWN } from './actions/winners';
export {
  $announcementPopupOpen,
  $announcements,
  $homeBanners,
  $leftMenuBanners,
  $notices,
  type AnnouncementExecution,
  type AnnouncementPopup,
  type AnnouncementsState,
  type Banner,
  type Notice,
} from './stores/announcements';
export {
  $favouriteIds,
  $favourites,
  $gameType,
  $menus,
  $prizeMode,
  $recentGames,
  $sectionGames,
  type GameCategory,
  type GameItem,
  type GameMenus,
  type GameTypeCode,
  type LobbyGameType,
  type LobbyPrizeMode,
  LobbySessionKey,
  type SectionGames,
  type SectionStatus,
  type VendorCard,
  type VendorLanes,
} from './stores/lobby';
export { $sideMenuVisible } from './stores/side-menu';
