import type { RequestOf, ResponseOf } from '@lobbykit/api-client';
import { downlineTransfer, registerDownline, teamMembers } from '@lobbykit/api-client/agent';
import { getClient } from '../../client/configure';
import { refreshBalance } from '../balance';
import {
  attempt,
  type MoneyFailure,
  type MoneyOutcome,
  newRequestId,
} from '../member-center/cashier-outcome';
import { assertRealAccount } from '../member-center/records-member-only';
import { loadRegistration } from '../register';
import { type FieldError, validateField } from '../validation';

export type TeamMembersPage = ResponseOf<typeof teamMembers>;
export type TeamMember = TeamMembersPage['list'][number];
export type TeamMembersFilter = RequestOf<typeof teamMembers>;
export type RegisteredDownline = ResponseOf<typeof registerDownline>;
export type DownlineTransferDone = ResponseOf<typeof downlineTransfer>;

/** The team list's page size. */
export const TEAM_PAGE_SIZE = 20;

/** downlineManagmentView: the caller's subtree a page at a time, narrowed to accounts starting with `account`. */
export async function loadTeamMembers(filter: TeamMembersFilter): Promise<TeamMembersPage> {
  assertRealAccount();
  const account = filter.account?.trim();
  return getClient().call(teamMembers, {
    pageSize: TEAM_PAGE_SIZE,
    ...filter,
    account: account ? account : undefined,
  });
}

export interface DownlineForm {
  account: string;
  /** Empty: the merchant's default password, which the member must change at the first login. */
  password: string;
  kind?: 'player' | 'agent';
}

export type DownlineField = 'account' | 'password';
export type DownlineErrors = Partial<Record<DownlineField, FieldError>>;

export type RegisterDownlineOutcome =
  | { status: 'ok'; value: RegisteredDownline }
  | { status: 'invalid'; errors: DownlineErrors }
  | MoneyFailure;

/**
 * The register form's checks with the merchant's own field rules (the registration's username and
 * password rules, R5.22-R5.25), the first error of each field only (R5.26). An empty password is
 * fine: the account then gets the merchant's default password.
 */
export async function checkDownlineForm(form: DownlineForm): Promise<DownlineErrors> {
  const { rules, settings } = await loadRegistration();
  const errors: DownlineErrors = {};
  const account = validateField('username', form.account, rules.username, settings);
  if (account) errors.account = account;
  if (form.password !== '') {
    const password = validateField('password', form.password, rules.password, settings);
    if (password) errors.password = password;
  }
  return errors;
}

/**
 * registerCenter: opens an account in the caller's direct downline (encrypted). A refusal naming a
 * field (the account taken, say) comes back as that field's error, like a check here would.
 */
export async function registerDownlineAccount(form: DownlineForm): Promise<RegisterDownlineOutcome> {
  assertRealAccount();
  const errors = await checkDownlineForm(form);
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors };
  const outcome = await attempt(() =>
    getClient().call(registerDownline, {
      account: form.account.trim(),
      password: form.password === '' ? undefined : form.password,
      kind: form.kind ?? 'player',
    }),
  );
  if (outcome.status === 'failed' && (outcome.field === 'account' || outcome.field === 'password')) {
    const key = outcome.messageKey ?? outcome.errorCode;
    return {
      status: 'invalid',
      errors: { [outcome.field]: { key, params: { min: 0, max: 0, length: '' } } },
    };
  }
  return outcome;
}

export interface DownlineTransferRequest {
  account: string;
  amount: number;
  paymentPassword: string;
  /** Kept by the form while the agent retries the same transfer, so a lost answer moves money once. */
  requestId?: string;
}

/**
 * R6.16: money from the agent's main wallet to a member of its team, with the payment password
 * (encrypted); the header's balance reloads after.
 */
export async function transferToDownline(
  request: DownlineTransferRequest,
): Promise<MoneyOutcome<DownlineTransferDone>> {
  const outcome = await attempt(() =>
    getClient().call(downlineTransfer, {
      account: request.account,
      amount: request.amount,
      paymentPassword: request.paymentPassword,
      requestId: request.requestId ?? newRequestId(),
    }),
  );
  if (outcome.status === 'ok') void refreshBalance();
  return outcome;
}
