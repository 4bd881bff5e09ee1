import { ErrorCode, type ParsedRequestOf, type ResponseOf } from '@lobbykit/api-client';
import type {
  adminClearLoginFailures,
  adminOutbox,
  adminSetSystemStatus,
} from '@lobbykit/api-client/contract';
import type { Db } from '../db/database';
import { clearLoginFailures } from '../db/login-guard';
import { updateSystemStatus } from '../db/merchants';
import { outboxMessages } from '../db/outbox';
import { DomainError } from './domain-error';
import type { MerchantDirectory } from './merchant-directory';

export interface AdminService {
  /** Operator switch for maintenance (1) and region blocking (2), per merchant (R2.34-R2.36). */
  setSystemStatus(
    change: ParsedRequestOf<typeof adminSetSystemStatus>,
  ): Promise<ResponseOf<typeof adminSetSystemStatus>>;
  /** An operator unlocks an account or an IP that failed logins put behind a captcha. */
  clearLoginFailures(
    request: ParsedRequestOf<typeof adminClearLoginFailures>,
  ): Promise<ResponseOf<typeof adminClearLoginFailures>>;
  /** What the local SMS and mail providers wrote, latest first (DESIGN.md: the outbox). */
  outbox(request: ParsedRequestOf<typeof adminOutbox>): Promise<ResponseOf<typeof adminOutbox>>;
}

const noMerchant = (code: string) =>
  new DomainError(ErrorCode.notFound, `No merchant ${code}`, { field: 'merchantCode' });

export function createAdminService(deps: { db: Db; merchants: MerchantDirectory }): AdminService {
  const { db, merchants } = deps;
  return {
    async setSystemStatus(change) {
      const row = await updateSystemStatus(db, change.merchantCode, change);
      if (!row) throw noMerchant(change.merchantCode);
      merchants.changed(row.code);
      return { merchantCode: row.code, status: row.systemStatus as 0 | 1 | 2 };
    },
    async clearLoginFailures({ merchantCode, username, ip }) {
      const merchant = await merchants.byCode(merchantCode);
      if (!merchant) throw noMerchant(merchantCode);
      const byAccount = username
        ? await clearLoginFailures(db, merchant.id, 'account', username.toLowerCase())
        : 0;
      const byIp = ip ? await clearLoginFailures(db, merchant.id, 'ip', ip) : 0;
      return { cleared: byAccount + byIp };
    },
    async outbox({ merchantCode, to, channel }) {
      const merchant = await merchants.byCode(merchantCode);
      if (!merchant) throw noMerchant(merchantCode);
      const rows = await outboxMessages(db, { merchantId: merchant.id, to, channel });
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.to,
        body: row.body,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}
