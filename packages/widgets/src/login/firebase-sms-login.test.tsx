import { $startup, localeReady, type Permission, setLanguage } from '@lobbykit/sdk';
import {
  firebaseSmsLogin,
  loadRegistration,
  type RegistrationSetup,
  sendFirebaseSms,
  sendLoginSms,
  smsLogin,
} from '@lobbykit/sdk/accounts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerRules, registerSettingsFor } from '../testing/register-fixtures';
import './messages/login-messages';
import { SmsLoginForm } from './sms-login-form';

vi.mock('@lobbykit/sdk/accounts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@lobbykit/sdk/accounts')>()),
  loadRegistration: vi.fn(),
  sendFirebaseSms: vi.fn(),
  firebaseSmsLogin: vi.fn(),
  sendLoginSms: vi.fn(),
  smsLogin: vi.fn(),
}));

const setup = {
  settings: { ...registerSettingsFor(), countryDialingCode: '63', mobileDigits: 11, mobilePrefix: '09' },
  rules: registerRules(),
  mode: 'username',
  fields: [],
} as unknown as RegistrationSetup;

function firebaseOn() {
  const whitelabel = [{ modId: 'FIREBASESMSLOGIN3', enabled: true, childrenNodes: [] }];
  $startup.set({ phase: 'ready', permission: { info: { whitelabel } } as unknown as Permission } as never);
}

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  vi.mocked(loadRegistration).mockResolvedValue(setup);
  vi.mocked(sendFirebaseSms).mockResolvedValue({ status: 'sent', seconds: 60, message: 'sent' });
  vi.mocked(firebaseSmsLogin).mockResolvedValue({ status: 'ok', next: '/' });
  firebaseOn();
});
afterEach(async () => {
  vi.clearAllMocks();
  $startup.set({ phase: 'loading' } as never);
  await setLanguage('EN');
  await localeReady();
});

async function fillAndSubmit() {
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Log in' }).hasAttribute('disabled')).toBe(false),
  );
  type('Mobile number', '09171234567');
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await waitFor(() => expect(sendFirebaseSms).toHaveBeenCalled());
  type('Verification code', '123456');
  fireEvent.click(screen.getByRole('checkbox', { name: /18 years old/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(firebaseSmsLogin).toHaveBeenCalled());
}

describe('SMS login form with Firebase (FIREBASESMSLOGIN3)', () => {
  it('R4.13 sends the code through Firebase and logs in with it, never through the plain SMS login', async () => {
    const onSuccess = vi.fn();
    render(<SmsLoginForm onSuccess={onSuccess} />);
    await fillAndSubmit();
    expect(vi.mocked(sendFirebaseSms).mock.calls[0]?.slice(0, 2)).toEqual(['63', '09171234567']);
    expect(vi.mocked(firebaseSmsLogin).mock.calls[0]?.[0]).toMatchObject({
      mobileNum: '09171234567',
      verificationCode: '123456',
      countryDialingCode: '63',
      terms: true,
    });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ status: 'ok', next: '/' }));
    expect(sendLoginSms).not.toHaveBeenCalled();
    expect(smsLogin).not.toHaveBeenCalled();
  });

  it('R4.13 says why a login was refused in EN, TY and BN: a spent token, another phone, a wrong code', async () => {
    const refusal = (messageKey: string, field: string) =>
      vi.mocked(firebaseSmsLogin).mockResolvedValue({
        status: 'failed',
        errorCode: 'validation_failed',
        message: 'Please check the highlighted field.',
        captcha: false,
        field,
        messageKey,
      });
    /** Fills and submits the form in any language: number, code, terms, then the form's submit. */
    async function refusedWith(language: 'EN' | 'TY' | 'BN', messageKey: string, field: string) {
      cleanup();
      await setLanguage(language);
      await localeReady();
      refusal(messageKey, field);
      const { container } = render(<SmsLoginForm onSuccess={vi.fn()} />);
      const form = container.querySelector('form')!;
      await waitFor(() => expect(form.getAttribute('aria-busy')).toBe('false'));
      const [mobile, code, terms] = [...form.querySelectorAll('input')];
      fireEvent.input(mobile!, { target: { value: '09171234567' } });
      fireEvent.input(code!, { target: { value: '123456' } });
      fireEvent.click(terms!);
      fireEvent.submit(form);
      await waitFor(() => expect(firebaseSmsLogin).toHaveBeenCalled());
      vi.mocked(firebaseSmsLogin).mockClear();
    }

    await refusedWith('EN', 'phone_token_used', 'verificationCode');
    expect(
      await screen.findByText('This phone verification was already used. Please send a new code.'),
    ).toBeTruthy();
    await refusedWith('TY', 'phone_token_other_phone', 'mobileNum');
    expect(
      await screen.findByText(
        'Ipinadala ang code na ito sa ibang mobile number. Magpadala ng code sa numerong ito.',
      ),
    ).toBeTruthy();
    await refusedWith('BN', 'verification_code_expired', 'verificationCode');
    expect(await screen.findByText('যাচাইকরণ কোডের মেয়াদ শেষ। অনুগ্রহ করে নতুন একটি চান।')).toBeTruthy();
    await refusedWith('BN', 'phone_token_invalid', 'verificationCode');
    expect(await screen.findByText('ফোন যাচাই বৈধ নয় বা মেয়াদ শেষ হয়েছে। অনুগ্রহ করে নতুন কোড পাঠান।')).toBeTruthy();
  });
});
