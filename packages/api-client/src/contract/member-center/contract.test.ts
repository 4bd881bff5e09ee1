import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { deposit } from './cashier';
import { dayRange, requestId, signedMoney } from './common';
import { setPaymentPassword } from './payment-password';
import { PROOF_MAX_BYTES, proofImage } from './proof-images';
import { walletTransfer } from './transfers';
import { confirmWithdrawal } from './withdrawal-confirmation';
import { withdraw } from './withdrawals';

const issuesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('member center contract', () => {
  it('takes an idempotency key of 8 to 64 letters, digits, - or _', () => {
    expect(v.is(requestId, '3f2a9c1e-7b1d-4c55-9f0e-1a2b3c4d5e6f')).toBe(true);
    expect(v.is(requestId, 'abc_1234')).toBe(true);
    expect(v.is(requestId, 'short')).toBe(false);
    expect(v.is(requestId, 'x'.repeat(65))).toBe(false);
    expect(v.is(requestId, 'has space 1234')).toBe(false);
    expect(issuesOf(deposit.request, { channelCode: 'GCASH', amount: 100 })).not.toEqual([]);
  });

  it('refuses zero, negative and three-decimal amounts on a deposit; signed money allows a minus', () => {
    const body = (amount: unknown) => ({ channelCode: 'GCASH', amount, requestId: 'request-0001' });
    expect(v.is(deposit.request, body(100.25))).toBe(true);
    for (const amount of [0, -1, 100.125, '100'])
      expect(v.is(deposit.request, body(amount)), String(amount)).toBe(false);
    expect(v.is(signedMoney, -12.5)).toBe(true);
    expect(v.is(signedMoney, -12.555)).toBe(false);
  });

  it('R9.43 a day range is two calendar days as yyyy-MM-dd', () => {
    const range = v.object(dayRange);
    expect(v.is(range, { startDate: '2026-01-01', endDate: '2026-01-31' })).toBe(true);
    expect(v.is(range, { startDate: '2026-1-1', endDate: '2026-01-31' })).toBe(false);
    expect(v.is(range, { startDate: '2026-13-01', endDate: '2026-01-31' })).toBe(false);
  });

  it('R5.35 R5.37 a not-received confirmation takes 1 to 3 png or jpg data URLs', () => {
    const png = { name: 'a.png', dataUrl: 'data:image/png;base64,iVBORw0KGgo=' };
    const jpg = { name: 'b.jpg', dataUrl: 'data:image/jpeg;base64,/9j/4A==' };
    const answer = (proofs: unknown[]) => ({ id: 7, received: false, proofs });
    expect(v.is(confirmWithdrawal.request, answer([png, jpg]))).toBe(true);
    expect(v.is(confirmWithdrawal.request, { id: 7, received: true })).toBe(true);
    expect(issuesOf(confirmWithdrawal.request, answer([]))).toContain('Attach at least one image');
    expect(issuesOf(confirmWithdrawal.request, answer([png, png, png, png]))).toContain('At most 3 images');
    expect(v.is(proofImage, { name: 'c.gif', dataUrl: 'data:image/gif;base64,R0lGOD==' })).toBe(false);
    expect(v.is(proofImage, { name: 'd.png', dataUrl: 'data:image/png;base64,not base64!' })).toBe(false);
    // Past 5 MB of base64 the string alone gives it away, before any decoding.
    const huge = `data:image/png;base64,${'A'.repeat(Math.ceil((PROOF_MAX_BYTES * 4) / 3) + 64)}`;
    expect(issuesOf(proofImage, { name: 'e.png', dataUrl: huge })).toContain('An image is at most 5 MB');
  });

  it('R5.34 a not-received remark is at most 140 characters', () => {
    const proofs = [{ name: 'a.png', dataUrl: 'data:image/png;base64,iVBORw0KGgo=' }];
    expect(v.is(confirmWithdrawal.request, { id: 1, received: false, remark: 'x'.repeat(140), proofs })).toBe(
      true,
    );
    expect(v.is(confirmWithdrawal.request, { id: 1, received: false, remark: 'x'.repeat(141), proofs })).toBe(
      false,
    );
  });

  it('R7.27 a wallet transfer moves between two different wallets, one of them MAIN', () => {
    const transfer = (from: string, to: string) => ({ from, to, amount: 10, requestId: 'transfer-0001' });
    expect(v.is(walletTransfer.request, transfer('MAIN', 'JILI'))).toBe(true);
    expect(v.is(walletTransfer.request, transfer('JILI', 'MAIN'))).toBe(true);
    expect(issuesOf(walletTransfer.request, transfer('MAIN', 'MAIN'))).toContain(
      'Choose two different wallets',
    );
    expect(issuesOf(walletTransfer.request, transfer('JILI', 'PG'))).toContain(
      'One side of a transfer is the main wallet',
    );
  });

  it('a payment password is 6 digits and its confirmation must match; the first set needs the login password', () => {
    const form = { loginPassword: 'Demo1234', paymentPassword: '123456', confirmPaymentPassword: '123456' };
    expect(setPaymentPassword).toMatchObject({ method: 'PUT', encrypted: true });
    expect(v.is(setPaymentPassword.request, form)).toBe(true);
    expect(issuesOf(setPaymentPassword.request, { ...form, confirmPaymentPassword: '654321' })).toContain(
      'Confirmation password is not correct.',
    );
    expect(
      v.is(setPaymentPassword.request, {
        ...form,
        paymentPassword: '12345a',
        confirmPaymentPassword: '12345a',
      }),
    ).toBe(false);
    const { loginPassword: _, ...withoutProof } = form;
    expect(issuesOf(setPaymentPassword.request, withoutProof)).toContain(
      'Send the login password (first time) or the current payment password',
    );
    expect(withdraw).toMatchObject({ method: 'POST', encrypted: true });
  });
});
