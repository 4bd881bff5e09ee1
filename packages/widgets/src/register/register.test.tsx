import { $modal, openModal, setLanguage } from '@lobbykit/sdk';
import { PATTERNS, type PatternId, type RegisterResult, register } from '@lobbykit/sdk/accounts';
import { endpoints } from '@lobbykit/sdk/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalOutlet } from '../modal-outlet/modal-outlet';
import { registerModalView as addModalView } from '../modal-outlet/modal-views';
import { platform } from '../testing/fake-api';
import { overlay } from '../testing/overlay';
import { registerRule, registerRules, registerSettingsFor } from '../testing/register-fixtures';
import {
  errorBelow,
  fillGood,
  input,
  ready,
  resetRegistration,
  serve,
  submit,
  tickTerms,
  type,
} from '../testing/register-harness';
import { Register } from './register';
import { registerModalView } from './register-widget';

// Validation and the affiliate check run in the real sdk; only the encrypted register call is stood in for.
vi.mock('@lobbykit/sdk/accounts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@lobbykit/sdk/accounts')>();
  return { ...actual, register: vi.fn(actual.register) };
});
const registerMock = vi.mocked(register);
const realRegister = registerMock.getMockImplementation();

beforeEach(() => {
  resetRegistration();
  registerMock.mockReset();
  if (realRegister) registerMock.mockImplementation(realRegister);
});

describe('register widget', () => {
  it('shows a loading state, then the form', async () => {
    serve();
    render(<Register variant="inline" />);
    expect(screen.getByText('Loading the registration form…')).toBeTruthy();
    expect(await screen.findByLabelText('Username')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Register' })).toBeTruthy();
  });

  it('shows an error state with a retry when the settings cannot load', async () => {
    platform.fail(endpoints.validationRules, 'maintenance', { status: 503, message: '' });
    platform.on(endpoints.registerSettings, registerSettingsFor());
    render(<Register variant="inline" />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The registration form could not be loaded.',
    );
    serve();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Username')).toBeTruthy();
  });

  it('R5.17 shows an operator field only when enabled', async () => {
    serve(registerRules(), registerSettingsFor({ email: { enabled: true, required: false } }));
    await ready();
    expect(input('E-mail')).toBeTruthy();
    expect(screen.queryByLabelText('Real name')).toBeNull();
    expect(screen.queryByLabelText('Mobile number')).toBeNull();
  });

  it('R5.18 requires it only when configured required', async () => {
    serve(
      registerRules(),
      registerSettingsFor({
        email: { enabled: true, required: false },
        payeeName: { enabled: true, required: true },
      }),
    );
    await ready();
    expect(input('E-mail').placeholder).toBe('Optional');
    fillGood();
    tickTerms();
    submit();
    await waitFor(() => expect(errorBelow('Real name')).toBe('Input cannot be empty'));
    expect(errorBelow('E-mail')).toBeNull();
  });

  it('R5.19 a shown payment password is required', async () => {
    serve(registerRules(), registerSettingsFor({ paymentPassword: { enabled: true, required: false } }));
    await ready();
    fillGood();
    tickTerms();
    submit();
    await waitFor(() => expect(errorBelow('Payment password')).toBe('Input cannot be empty'));
  });

  it.each(Object.keys(PATTERNS) as PatternId[])(
    'R5.24 R5.27 shows the %s message below the input',
    async (id) => {
      serve(registerRules({ username: registerRule(id, 6, 16, { required: true }) }));
      await ready();
      fillGood();
      type('Username', 'ab');
      tickTerms();
      submit();
      await waitFor(() => expect(errorBelow('Username')).toBeTruthy());
      expect(errorBelow('Username')).not.toContain('{{');
      if (id !== 'pattern_date') expect(errorBelow('Username')).toContain('6-16');
    },
  );

  it('R5.25 equal bounds show one number', async () => {
    serve(registerRules({ username: registerRule('pattern_letters_or_numbers', 8, 8, { required: true }) }));
    await ready();
    fillGood();
    type('Username', 'abc');
    tickTerms();
    submit();
    await waitFor(() => expect(errorBelow('Username')).toBe('8 letters or numbers only'));
  });

  it('R5.26 shows the first error of each field below that field only', async () => {
    serve();
    await ready();
    tickTerms();
    submit();
    await waitFor(() => expect(errorBelow('Username')).toBe('Input cannot be empty'));
    expect(errorBelow('Password')).toBe('Input cannot be empty');
    expect(registerMock).toHaveBeenCalledTimes(1);
    expect(platform.calls(endpoints.register).length > 0).toBe(false);
  });

  it("R5.11 says 'Incorrect confirmation input' when the confirmation differs", async () => {
    serve();
    await ready();
    fillGood();
    type('Confirm password', 'Secret124');
    tickTerms();
    submit();
    await waitFor(() => expect(errorBelow('Confirm password')).toBe('Incorrect confirmation input'));
  });

  it('R4.28 R5.20 shows a message when the terms are not ticked, and registers nothing', async () => {
    serve();
    await ready();
    fillGood();
    submit();
    expect(await screen.findByText('Please read and agree to the Terms and Conditions first')).toBeTruthy();
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    tickTerms();
    expect(screen.queryByText('Please read and agree to the Terms and Conditions first')).toBeNull();
  });

  it("R5.21 shows the 18+ notice 'I am 18 years old and agree'", async () => {
    serve();
    await ready();
    expect(screen.getByText('I am 18 years old and agree')).toBeTruthy();
    expect(screen.getByText('18+')).toBeTruthy();
  });

  it('R8.01 R8.02 an invalid affiliate code shows invitation_code_error and stops registration', async () => {
    serve();
    await ready();
    fillGood();
    type('Invitation code', 'NOPE99');
    tickTerms();
    submit();
    await waitFor(() => expect(errorBelow('Invitation code')).toBe('Invalid invitation code'));
    expect(platform.calls(endpoints.affiliateCheck)).toHaveLength(1);
  });

  it('prefills the affiliate code from the props, read-only', async () => {
    serve();
    await ready({ variant: 'inline', affiliateCode: 'AGENT01' });
    expect(input('Invitation code').value).toBe('AGENT01');
    expect(input('Invitation code').readOnly).toBe(true);
  });

  it('prefills it from the page URL (?code=)', async () => {
    window.history.replaceState(null, '', '/aff?code=AGENT01');
    serve();
    await ready();
    expect(input('Invitation code').value).toBe('AGENT01');
    expect(input('Invitation code').readOnly).toBe(true);
  });

  it("R3.03 a friend's referral link shows its code read-only; an unknown code is refused below it", async () => {
    window.history.replaceState(null, '', '/register?referralCode=NOSUCH1');
    serve();
    await ready();
    expect(input('Referral code').value).toBe('NOSUCH1');
    expect(input('Referral code').readOnly).toBe(true);
    registerMock.mockResolvedValueOnce({
      status: 'invalid',
      errors: { referralCode: { key: 'referral_code_invalid', params: { min: 0, max: 0, length: '' } } },
    } satisfies RegisterResult);
    fillGood();
    tickTerms();
    submit();
    await waitFor(() =>
      expect(errorBelow('Referral code')).toBe(
        'This referral link is not valid. Ask your friend for their link again.',
      ),
    );
    // Said once, below its field, not again in the alert.
    expect(screen.getByRole('alert').textContent).toBe('');
    window.history.replaceState(null, '', '/');
  });

  it('without a referral link there is no referral code field', async () => {
    window.history.replaceState(null, '', '/');
    serve();
    await ready();
    expect(screen.queryByLabelText('Referral code')).toBeNull();
  });

  it('a refusal the sdk reports as a message shows in the alert', async () => {
    serve();
    await ready();
    registerMock.mockResolvedValueOnce({
      status: 'failed',
      errorCode: 'too_many_requests',
      message: 'Too many requests. Please try again after 5 minutes.',
      captcha: false,
    } satisfies RegisterResult);
    fillGood();
    tickTerms();
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Too many requests. Please try again after 5 minutes.',
      ),
    );
  });

  it('R4.31 the register modal closes once the sdk registered the player', async () => {
    serve();
    addModalView('register', registerModalView);
    registerMock.mockImplementationOnce(async () => ({ status: 'ok', account: 'newbie01' }));
    render(<ModalOutlet />);
    act(() => openModal('register'));
    const username = (await overlay().findByLabelText('Username')) as HTMLInputElement;
    // The credentials show before the settings arrive; the terms and the submit once they have.
    await overlay().findByRole('button', { name: 'Register' });
    fireEvent.input(username, { target: { value: 'newbie01' } });
    fireEvent.input(overlay().getByLabelText('Password'), { target: { value: 'Secret123' } });
    fireEvent.input(overlay().getByLabelText('Confirm password'), { target: { value: 'Secret123' } });
    fireEvent.click(overlay().getByRole('checkbox'));
    fireEvent.click(overlay().getByRole('button', { name: 'Register' }));
    await waitFor(() => expect($modal.get()).toBeNull());
    expect(registerMock).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'newbie01', password: 'Secret123', terms: true }),
    );
  });

  it('a refusal about a field the form does not show reads in the alert', async () => {
    serve();
    await ready();
    registerMock.mockResolvedValueOnce({
      status: 'invalid',
      errors: { countryDialingCode: { key: 'invalid_dialing_code', params: { min: 0, max: 0, length: '' } } },
    } as unknown as RegisterResult);
    fillGood();
    tickTerms();
    submit();
    await waitFor(() =>
      expect(screen.getAllByRole('alert')[0]?.textContent).toBe(
        'The country dialing code is not accepted here.',
      ),
    );
  });

  it("inline: 'Log in' opens the login dialog in place", async () => {
    serve();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await overlay().findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });

  it("popup: 'Log in' swaps the register modal for the login modal", async () => {
    serve();
    addModalView('register', registerModalView);
    render(<ModalOutlet />);
    act(() => openModal('register'));
    fireEvent.click(await overlay().findByRole('button', { name: 'Log in' }));
    expect($modal.get()?.name).toBe('login');
  });

  it('R9.30 speaks Bengali on a BN page', async () => {
    await setLanguage('BN');
    serve();
    render(<Register variant="inline" />);
    expect(await screen.findByLabelText('ব্যবহারকারীর নাম')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'নিবন্ধন করুন' })).toBeTruthy();
  });
});
