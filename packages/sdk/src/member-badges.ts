// @lobbykit/sdk/member-badges: the member center's small share the header needs (the VIP fields of
// R3.08 and the red counters of R2.101), an entry of its own so the header's chunk never carries
// the cashier, records and security code of @lobbykit/sdk/member-center. The same modules back both
// entries, so the stores are one.

export {
  $memberCounters,
  COUNTERS_REFRESH_MS,
  type MemberCounters,
  refreshCounters,
} from './actions/member-center/counters';
export { $vip, refreshVip, type VipState } from './actions/member-center/vip';
