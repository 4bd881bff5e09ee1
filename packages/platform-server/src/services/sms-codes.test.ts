import { beforeEach, describe, expect, it } from 'vitest';
import { findMerchantByCode } from '../db/merchants';
import type { MerchantRow } from '../db/schema/index';
import type { SmsMessage } from '../outbox';
import { testPlatformForFile } from '../testing/platform-for-file';
import { DomainError } from './domain-error';
import { createSmsCodeService, type SmsCodeService } from './sms-codes';

const t = testPlatformForFile();
let merchant: MerchantRow;
let sent: SmsMessage[];
let service: SmsCodeService;

beforeEach(async () => {
  merchant = (await findMerchantByCode(t.database.db, 'ph'))!;
  sent = [];
  // A provider of one's own (an SMS gateway in production) gets the message instead of the outbox.
  const sms = { send: async (message: SmsMessage) => void sent.push(message) };
  service = createSmsCodeService({ db: t.database.db, clock: t.clock, sms });
});

const request = {
  purpose: 'register' as const,
  mobile: '09181234567',
  countryDialingCode: '63',
  expiredMinutes: 1,
  ip: '203.0.113.10',
};
const codeSent = () => sent.at(-1)!.text.match(/\d{6}/)![0];

describe('SMS codes', () => {
  it('hands the message to the configured provider', async () => {
    await service.send(merchant, request);
    expect(sent).toEqual([
      {
        merchantId: merchant.id,
        to: '09181234567',
        countryDialingCode: '63',
        text: expect.stringMatching(/\d{6}/),
      },
    ]);
  });

  it('a code is single use: once spent it no longer checks', async () => {
    await service.send(merchant, request);
    const id = await service.check(merchant, 'register', request.mobile, codeSent());
    expect(await service.spend(t.database.db, id)).toBe(true);
    expect(await service.spend(t.database.db, id)).toBe(false);
    await expect(service.check(merchant, 'register', request.mobile, codeSent())).rejects.toMatchObject({
      flags: { field: 'verificationCode', messageKey: 'verification_code_error' },
    });
  });

  it('only the newest code counts: asking again retires the one before', async () => {
    await service.send(merchant, request);
    const first = codeSent();
    t.clock.advance(60_000);
    await service.send(merchant, request);
    const second = codeSent();
    if (first !== second) {
      await expect(service.check(merchant, 'register', request.mobile, first)).rejects.toBeInstanceOf(
        DomainError,
      );
    }
    await expect(service.check(merchant, 'register', request.mobile, second)).resolves.toEqual(
      expect.any(Number),
    );
  });

  it('R8.06 a right code forgives the wrong ones before it', async () => {
    await service.send(merchant, request);
    const wrong = codeSent() === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 4; attempt++) {
      await expect(service.check(merchant, 'register', request.mobile, wrong)).rejects.toMatchObject({
        errorCode: 'validation_failed',
      });
    }
    await service.check(merchant, 'register', request.mobile, codeSent());
    await expect(service.check(merchant, 'register', request.mobile, wrong)).rejects.toMatchObject({
      errorCode: 'validation_failed',
    });
  });
});
