import { Header } from '@lobbykit/api-client';
import { adminOutbox } from '@lobbykit/api-client/contract';
import { TEST_ADMIN_KEY, type TestPlatform } from './test-platform';

export interface OutboxQuery {
  to?: string;
  channel?: 'sms' | 'mail';
  /** Default ph. */
  merchantCode?: string;
}

/** What the local SMS and mail providers sent, newest first, as an operator reads it (GET /admin/outbox). */
export function outbox(t: Pick<TestPlatform, 'value'>, query: OutboxQuery = {}) {
  return t.value(adminOutbox, {
    headers: { [Header.adminKey]: TEST_ADMIN_KEY },
    query: { merchantCode: 'ph', ...query },
  });
}

/** The six-digit code of the newest SMS to `to`, as a player reads it off the phone. */
export async function smsCodeFor(
  t: Pick<TestPlatform, 'value'>,
  to: string,
  merchantCode = 'ph',
): Promise<string> {
  const [latest] = await outbox(t, { to, channel: 'sms', merchantCode });
  const code = latest?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code in the outbox for ${to}`);
  return code;
}
