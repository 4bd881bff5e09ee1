import type { ResponseOf } from '@lobbykit/api-client';
import type { bindEmail, securityOverview } from '@lobbykit/api-client/contract';
import type { Db } from '../db/database';
import type { MemberRow } from '../db/schema/index';
import { setMemberEmail } from '../db/security';
import { bankAccountsOf } from '../db/withdrawals';
import type { BankAccountService } from './bank-accounts';
import type { PaymentPasswordService } from './payment-password';
import type { SessionService } from './session';

/** 09181234567 -> 09*******67: enough for the member to recognise, not for anyone to use. */
export const maskMobile = (mobile: string) =>
  mobile.length <= 4 ? mobile : `${mobile.slice(0, 2)}${'*'.repeat(mobile.length - 4)}${mobile.slice(-2)}`;

/** demo@example.com -> d***@example.com. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

export interface SecurityService {
  overview(member: MemberRow): Promise<ResponseOf<typeof securityOverview>>;
  bindEmail(member: MemberRow, email: string): Promise<ResponseOf<typeof bindEmail>>;
}

export function createSecurityService(deps: {
  db: Db;
  paymentPasswords: PaymentPasswordService;
  bankAccounts: BankAccountService;
  /** Told when a member row changes, so sessions kept in memory read it afresh. */
  sessions: Pick<SessionService, 'memberChanged'>;
}): SecurityService {
  const { db, paymentPasswords, bankAccounts } = deps;
  return {
    async overview(member) {
      return {
        passwordChangedAt: member.passwordChangedAt.toISOString(),
        hasPaymentPassword: (await paymentPasswords.state(member)).hasPaymentPassword,
        mobileNum: member.mobileNum ? maskMobile(member.mobileNum) : null,
        email: member.email ? maskEmail(member.email) : null,
        payeeName: await bankAccounts.realName(member),
        bankAccountCount: (await bankAccountsOf(db, member.id)).length,
      };
    },
    async bindEmail(member, email) {
      await setMemberEmail(db, member.id, email);
      deps.sessions.memberChanged(member.id);
      return { email: maskEmail(email) };
    },
  };
}
