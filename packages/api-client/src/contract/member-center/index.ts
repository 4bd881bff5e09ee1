// The member center's wire: cashier (deposits, withdrawals, payment password), transfers, records,
// messages, rewards, VIP and the security center, behind `@lobbykit/api-client/member-center`
// (the operator's side, admin-money.ts, only through `/contract`).
export * from './bank-accounts';
export * from './cashier';
export * from './common';
export * from './image-bytes';
export * from './member-icon';
export * from './messages';
export * from './missions';
export * from './payment-password';
export * from './proof-images';
export * from './records';
export * from './referral';
export * from './rewards';
export * from './security';
export * from './transfers';
export * from './vip';
export * from './withdrawal-confirmation';
export * from './withdrawals';
