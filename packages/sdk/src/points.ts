// @lobbykit/sdk/points: the points mall's behaviour (R2.21, R6.01, R7.61, R7.62): the catalogue
// and rules for everyone, the member's balance, records and redemptions, redeem and convert with
// the payment password. A separate entry so the runtime and the lobby never carry it.

export { POINT_RECORD_TYPES, PointsMessageKey } from '@lobbykit/api-client/points';
export {
  type ConvertResult,
  canRedeem,
  convertedAmount,
  convertPoints,
  loadPointBalance,
  loadPointConfig,
  loadPointRecords,
  loadPointRewards,
  loadRedemption,
  loadRedemptions,
  POINT_RECORDS_PAGE_SIZE,
  type PointBalance,
  type PointConfig,
  type PointRecord,
  type PointRecordPage,
  type PointRecordType,
  type PointRedemption,
  type PointReward,
  type PointsGate,
  pointsGate,
  type RedeemResult,
  type RedemptionPage,
  redeemReward,
} from './actions/points/points';
