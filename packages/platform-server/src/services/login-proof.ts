import { ErrorCode } from '@lobbykit/api-client';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import {
  findLoginProof,
  insertLoginProof,
  knownIpsOf,
  newIpProofOf,
  recordProofAttempt,
  spendLoginProof,
} from '../db/login-proofs';
import { findMemberById } from '../db/members';
import { registerSettingsOf } from '../db/merchants';
import { registrationDetailsOf } from '../db/registration';
import type { LoginProofRow, MemberRow, MerchantRow } from '../db/schema/index';
import { hasIdentity, memberOfIdentity } from '../db/social-sign-in';
import { DomainError } from './domain-error';
import { MessageKey } from './registration-rules';
import { DEFAULT_SMS_MINUTES, type SmsCodeService } from './sms-codes';
import { newToken, sha256 } from './tokens';

/** How long a held login waits for its proof, and how many wrong answers it takes. */
export const LOGIN_PROOF_MS = 10 * 60_000;
export const LOGIN_PROOF_ATTEMPTS = 5;

type Kind = LoginProofRow['kind'];

/** Keeps the first and last few characters, so the player recognises the number or address. */
export function mask(value: string, keepStart: number, keepEnd: number): string {
  if (value.length <= keepStart + keepEnd) return '*'.repeat(value.length);
  return `${value.slice(0, keepStart)}${'*'.repeat(value.length - keepStart - keepEnd)}${value.slice(-keepEnd)}`;
}

function hintOf(member: MemberRow, kind: Kind): string {
  if (kind === 'mobile') return mask(member.mobileNum ?? '', 4, 3);
  if (kind === 'email') {
    const [name = '', domain = ''] = (member.email ?? '').split('@');
    return `${mask(name, 1, 1)}@${domain}`;
  }
  return '';
}

// Names and addresses are typed by people: case and runs of spaces do not count.
const normalised = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

const expired = () =>
  new DomainError(ErrorCode.validation, 'This verification has expired, please log in again', {
    field: 'ticket',
    messageKey: 'proof_expired',
  });

export interface LoginProofService {
  /**
   * R4.16: lets a login through from an IP the account has used, or when the merchant asks for
   * nothing; otherwise holds it and throws verify_first with a ticket and what it waits for.
   */
  admitFrom(member: MemberRow, merchant: MerchantRow, ip: string): Promise<void>;
  /** Sends the code of a mobile proof to the member's bound number. */
  sendCode(
    merchant: MerchantRow,
    ticket: string,
    ip: string,
  ): Promise<{ expiredMinutes: number; message: string }>;
  /** The member whose held login this answer releases; the ticket is spent. */
  complete(merchant: MerchantRow, ticket: string, answer: string, ip: string): Promise<MemberRow>;
  /**
   * Google verification: the member whose held login a provider's sign-in releases, when the
   * account that signed in is the one linked to that member; the ticket is spent.
   */
  completeBySignIn(
    merchant: MerchantRow,
    ticket: string,
    signedIn: { provider: string; subject: string },
    ip: string,
  ): Promise<MemberRow>;
}

export function createLoginProofService(deps: {
  db: Db;
  clock: Clock;
  smsCodes: SmsCodeService;
}): LoginProofService {
  const { db, clock, smsCodes } = deps;

  /** The live ticket of this merchant's member, asked from the IP it was issued to. */
  async function held(merchant: MerchantRow, ticket: string, ip: string) {
    const proof = await findLoginProof(db, sha256(ticket));
    const member = proof && (await findMemberById(db, proof.memberId));
    const now = clock.now();
    if (
      !proof ||
      !member ||
      member.merchantId !== merchant.id ||
      proof.ip !== ip ||
      proof.usedAt ||
      proof.expiresAt <= now ||
      proof.attempts >= LOGIN_PROOF_ATTEMPTS
    ) {
      throw expired();
    }
    return { proof, member };
  }

  async function wrong(proof: LoginProofRow, field: string): Promise<never> {
    await recordProofAttempt(db, proof.id);
    throw new DomainError(ErrorCode.validation, 'The verification does not match', {
      field,
      messageKey: 'proof_mismatch',
    });
  }

  return {
    async admitFrom(member, merchant, ip) {
      const wanted = await newIpProofOf(db, merchant.id);
      if (wanted === 'off') return;
      const known = await knownIpsOf(db, member.id);
      // No history yet (an account's first login) is nothing to compare with: trusted once.
      if (known.size === 0 || known.has(ip)) return;
      // Asked for a proof the account cannot give (no bound number or address, no linked Google
      // account): the name is left.
      const kind: Kind =
        (wanted === 'mobile' && !member.mobileNum) ||
        (wanted === 'email' && !member.email) ||
        (wanted === 'google' && !(await hasIdentity(db, member.id, 'google')))
          ? 'payeeName'
          : wanted;
      const ticket = newToken();
      const now = clock.now();
      await insertLoginProof(db, {
        ticketHash: sha256(ticket),
        memberId: member.id,
        ip,
        kind,
        createdAt: now,
        expiresAt: new Date(now.getTime() + LOGIN_PROOF_MS),
      });
      throw new DomainError(ErrorCode.verifyFirst, 'Please complete verification first', {
        proof: { ticket, kind, hint: hintOf(member, kind) },
      });
    },

    async sendCode(merchant, ticket, ip) {
      const { proof, member } = await held(merchant, ticket, ip);
      if (proof.kind !== 'mobile' || !member.mobileNum) throw expired();
      const settings = await registerSettingsOf(db, merchant.id);
      return smsCodes.send(merchant, {
        purpose: 'login',
        mobile: member.mobileNum,
        countryDialingCode: settings?.countryDialingCode ?? '',
        expiredMinutes: DEFAULT_SMS_MINUTES,
        ip,
      });
    },

    async complete(merchant, ticket, answer, ip) {
      const { proof, member } = await held(merchant, ticket, ip);
      // A Google verification is answered by a Google sign-in, never by typed words.
      if (proof.kind === 'google') return wrong(proof, 'answer');
      if (proof.kind === 'mobile') {
        const id = await smsCodes.check(merchant, 'login', member.mobileNum ?? '', answer);
        if (!(await smsCodes.spend(db, id))) {
          throw new DomainError(ErrorCode.validation, 'Please enter a valid verification code', {
            field: 'answer',
            messageKey: MessageKey.codeInvalid,
          });
        }
      } else {
        const bound =
          proof.kind === 'email' ? member.email : (await registrationDetailsOf(db, member.id))?.payeeName;
        if (!bound || normalised(bound) !== normalised(answer)) return wrong(proof, 'answer');
      }
      if (!(await spendLoginProof(db, proof.id, clock.now()))) throw expired();
      return member;
    },

    async completeBySignIn(merchant, ticket, { provider, subject }, ip) {
      const { proof, member } = await held(merchant, ticket, ip);
      if (proof.kind !== 'google' || provider !== 'google') return wrong(proof, 'ticket');
      const linked = await memberOfIdentity(db, merchant.id, provider, subject);
      if (linked?.id !== member.id) return wrong(proof, 'ticket');
      if (!(await spendLoginProof(db, proof.id, clock.now()))) throw expired();
      return member;
    },
  };
}
