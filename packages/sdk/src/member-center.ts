// @lobbykit/sdk/member-center: the member center's behaviour (cashier, transfers, security, red
// counters, VIP, records, messages, rewards). A separate entry so the runtime and the lobby never
// carry money code.

// The contract's member-center limits and kinds the pages show, so widgets never import the api-client.
export { BANK_ACCOUNTS_MAX, DAY_RANGE_MAX, TRANSACTION_KINDS } from '@lobbykit/api-client/member-center';
export {
  type BindBankAccountForm,
  bindBankAccount,
  loadBankAccounts,
  loadPayoutProviders,
} from './actions/member-center/bank-accounts';
export {
  type AmountLimits,
  type AmountProblem,
  checkAmount,
} from './actions/member-center/cashier-amount';
export {
  type DepositChannel,
  type DepositRecord,
  type DepositRequest,
  deposit,
  loadDepositChannels,
  loadDepositRecords,
} from './actions/member-center/cashier-deposit';
export {
  attempt,
  type MoneyFailure,
  type MoneyOutcome,
  moneyFailureOf,
  newRequestId,
} from './actions/member-center/cashier-outcome';
export type { PageOf, PageRequest } from './actions/member-center/cashier-paging';
export {
  PROOF_MAX_BYTES,
  PROOF_MAX_COUNT,
  type ProofFile,
  type ProofImage,
  type ProofProblem,
  proofProblem,
  readProof,
} from './actions/member-center/cashier-proofs';
export {
  awaitsConfirmation,
  type BankAccount,
  loadWithdrawalInfo,
  loadWithdrawalRecords,
  type PayoutProvider,
  turnoverProgress,
  type WithdrawalInfo,
  type WithdrawalRecord,
  type WithdrawRequest,
  withdraw,
} from './actions/member-center/cashier-withdraw';
export {
  $memberCounters,
  COUNTERS_REFRESH_MS,
  type MemberCounters,
  refreshCounters,
} from './actions/member-center/counters';
export {
  CENTRED_FRAME,
  checkMemberIconFile,
  cropMemberIcon,
  ICON_ZOOM_MAX,
  type IconCanvas,
  type IconFrame,
  MEMBER_ICON_LIMITS,
  type MemberIconFile,
  type MemberIconOutcome,
  type MemberIconProblem,
  squareCrop,
  uploadMemberIcon,
} from './actions/member-center/member-icon';
export {
  deleteMessages,
  loadMessages,
  MESSAGES_PAGE_SIZE,
  type MemberMessage,
  type MessageFilter,
  type MessagePage,
  markMessages,
} from './actions/member-center/messages';
export {
  type ClaimedMission,
  canClaimMission,
  claimMission,
  LEADERBOARD_SIZE,
  loadMissionLeaderboard,
  loadMissionSummary,
  type Mission,
  type MissionLeader,
  type MissionLeaderboard,
  type MissionRefusal,
  type MissionSummary,
  missionRefusal,
  type SignedIn,
  type SignInDay,
  type SignInDayState,
  type SignInTask,
  signInCalendar,
  signInForToday,
} from './actions/member-center/missions';
export {
  checkPendingRequests,
  nextPollDelay,
  notePendingRecords,
  POLL_FAST_MAX_MS,
  type PollState,
  startPendingWatch,
  watchPendingRequest,
} from './actions/member-center/pending-watch';
export {
  loadPlayerRank,
  type PlayerRank,
  turnoverToNext,
  type VipLevel,
} from './actions/member-center/player-rank';
export {
  type BetRecord,
  type BettingFilter,
  type BettingFilterOptions,
  type BettingRecords,
  loadBettingFilterOptions,
  loadBettingRecords,
  loadPersonalProfit,
  loadTransactionDetail,
  loadTransactions,
  type PersonalProfit,
  RECORDS_PAGE_SIZE,
  type Transaction,
  type TransactionDetail,
  type TransactionFilter,
  type TransactionPage,
  type VendorOption,
} from './actions/member-center/records';
export {
  addDays,
  DATE_PRESETS,
  type DatePreset,
  type DayRange,
  type DayRangeProblem,
  dayOf,
  dayRangeProblem,
  presetOf,
  presetRange,
} from './actions/member-center/records-date-range';
export {
  copyText,
  loadReferral,
  loadReferredFriends,
  REFERRALS_PAGE_SIZE,
  type Referral,
  type ReferredFriend,
  type ReferredFriendPage,
  referralLink,
} from './actions/member-center/referral';
export {
  type BonusDetails,
  type BonusRecord,
  type ClaimedReward,
  claimReward,
  loadBonusDetails,
  loadRewards,
  REWARDS_PAGE_SIZE,
  type Reward,
  type RewardPage,
} from './actions/member-center/rewards';
export {
  bindEmail,
  checkPaymentPasswordForm,
  loadSecurityOverview,
  PAYMENT_PASSWORD_PATTERN,
  type PaymentPasswordForm,
  type PaymentPasswordProblem,
  type SecurityOverview,
  setPaymentPassword,
} from './actions/member-center/security';
export {
  type ConsolidatedFunds,
  isSingleWallet,
  loadConsolidatedFunds,
  loadUplineInfo,
  MAIN_WALLET_CODE,
  recallBalances,
  transferBetweenWallets,
  transferToUpline,
  type UplineInfo,
  type UplineTransferRequest,
  type WalletEntry,
  type WalletsAfterMove,
  type WalletTransferRequest,
} from './actions/member-center/transfers';
export { $vip, refreshVip, type VipState } from './actions/member-center/vip';
export { confirmReceived, reportNotReceived } from './actions/member-center/withdrawal-answers';
export {
  $moneyDecisions,
  $pendingRequests,
  type MoneyRequestKind,
  type PendingRequest,
} from './stores/pending-requests';
