import { ErrorCode, type ResponseOf } from '@lobbykit/api-client';
import {
  type adminSharedBankAccounts,
  BANK_ACCOUNTS_MAX,
  type bankAccount,
  type payoutProviders,
} from '@lobbykit/api-client/contract';
import type * as v from 'valibot';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { findMerchantByCode } from '../db/merchants';
import type { MemberRow, MerchantRow } from '../db/schema/index';
import {
  type BankAccountView,
  bankAccountsOf,
  findProvider,
  insertBankAccount,
  lockAccountNumber,
  otherHoldersOf,
  providersOf,
  registeredPayeeName,
  sharedAccountBinds,
} from '../db/withdrawals';
import { cashierSettingsOf } from './cashier-settings';
import { DomainError } from './domain-error';

/** Masked except the last 4 characters, as every answer shows an account number. */
export const maskAccountNumber = (number: string) =>
  `${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;

export function bankAccountOf(row: BankAccountView): v.InferOutput<typeof bankAccount> {
  return {
    id: row.id,
    kind: row.kind,
    provider: row.provider,
    accountNumber: maskAccountNumber(row.accountNumber),
    payeeName: row.payeeName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Names compare without case and extra spaces: 'Juan  dela Cruz' is 'JUAN DELA CRUZ'. */
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

export interface BankAccountService {
  providers(merchant: MerchantRow): Promise<ResponseOf<typeof payoutProviders>>;
  list(member: MemberRow): Promise<v.InferOutput<typeof bankAccount>[]>;
  /** The member's real name: the registered payee name, else the one of their first bound account. */
  realName(member: MemberRow): Promise<string | null>;
  bind(
    member: MemberRow,
    merchant: MerchantRow,
    input: { providerCode: string; accountNumber: string; payeeName: string },
  ): Promise<v.InferOutput<typeof bankAccount>>;
  /** The operator's list of account numbers two or more members bound (merchants that 'flag' them). */
  shared(merchantCode: string): Promise<ResponseOf<typeof adminSharedBankAccounts>>;
}

export function createBankAccountService(deps: { db: Db; clock: Clock }): BankAccountService {
  const { db, clock } = deps;
  async function realName(member: MemberRow) {
    return (
      (await registeredPayeeName(db, member.id)) ??
      (await bankAccountsOf(db, member.id))[0]?.payeeName ??
      null
    );
  }

  return {
    async providers(merchant) {
      return (await providersOf(db, merchant.id)).map(({ code, name, kind }) => ({ code, name, kind }));
    },
    async list(member) {
      return (await bankAccountsOf(db, member.id)).map(bankAccountOf);
    },
    realName,
    async bind(member, merchant, input) {
      const provider = await findProvider(db, merchant.id, input.providerCode);
      if (!provider) {
        throw new DomainError(ErrorCode.validation, 'No such bank or e-wallet', {
          field: 'providerCode',
          messageKey: 'provider_unknown',
        });
      }
      const existing = await bankAccountsOf(db, member.id);
      if (existing.length >= BANK_ACCOUNTS_MAX) {
        throw new DomainError(ErrorCode.conflict, `At most ${BANK_ACCOUNTS_MAX} accounts`, {
          messageKey: 'bank_account_limit',
        });
      }
      const name = await realName(member);
      if (name !== null && !sameName(name, input.payeeName)) {
        throw new DomainError(ErrorCode.validation, "The payee name must be the member's name", {
          field: 'payeeName',
          messageKey: 'payee_name_mismatch',
        });
      }
      const accountNumber = input.accountNumber.toUpperCase();
      const policy = cashierSettingsOf(merchant).sharedBankAccount;
      const row = await db.transaction(async (tx) => {
        await lockAccountNumber(tx, provider.id, accountNumber);
        if (policy === 'refuse' && (await otherHoldersOf(tx, provider.id, accountNumber, member.id)) > 0) {
          throw new DomainError(ErrorCode.conflict, 'Another member already bound this account', {
            field: 'accountNumber',
            messageKey: 'bank_account_shared',
          });
        }
        // 'flag': bound, and the operator sees it in the shared list (the rows are the record).
        return insertBankAccount(tx, {
          memberId: member.id,
          providerId: provider.id,
          accountNumber,
          payeeName: name ?? input.payeeName.replace(/\s+/g, ' '),
          createdAt: clock.now(),
        });
      });
      if (!row) {
        throw new DomainError(ErrorCode.conflict, 'This account is already bound', {
          field: 'accountNumber',
          messageKey: 'bank_account_taken',
        });
      }
      return bankAccountOf({
        ...row,
        kind: provider.kind,
        provider: provider.name,
      });
    },

    async shared(merchantCode) {
      const merchant = await findMerchantByCode(db, merchantCode);
      if (!merchant)
        throw new DomainError(ErrorCode.validation, 'Unknown merchant', { field: 'merchantCode' });
      const groups = new Map<string, ResponseOf<typeof adminSharedBankAccounts>[number]>();
      for (const bind of await sharedAccountBinds(db, merchant.id)) {
        const key = `${bind.providerCode}:${bind.accountNumber}`;
        const group = groups.get(key) ?? {
          providerCode: bind.providerCode,
          provider: bind.provider,
          accountNumber: bind.accountNumber,
          holders: [],
        };
        group.holders.push({
          account: bind.account,
          payeeName: bind.payeeName,
          boundAt: bind.createdAt.toISOString(),
        });
        groups.set(key, group);
      }
      return [...groups.values()];
    },
  };
}
