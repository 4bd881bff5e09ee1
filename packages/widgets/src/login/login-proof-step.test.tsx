import { type LoginResult, login } from '@lobbykit/sdk';
import { proveLogin, verifyLoginWithGoogle } from '@lobbykit/sdk/accounts';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Login } from './login';

vi.mock('@lobbykit/sdk', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@lobbykit/sdk')>()),
  login: vi.fn(),
}));
vi.mock('@lobbykit/sdk/accounts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@lobbykit/sdk/accounts')>()),
  proveLogin: vi.fn(),
  verifyLoginWithGoogle: vi.fn(),
}));
const loginMock = vi.mocked(login);
const proveMock = vi.mocked(proveLogin);
const googleMock = vi.mocked(verifyLoginWithGoogle);

const held = (kind: 'mobile' | 'email' | 'payeeName' | 'google', hint = ''): LoginResult => ({
  status: 'failed',
  errorCode: 'verify_first',
  message: 'Please complete verification first',
  captcha: false,
  proof: { ticket: 't1', kind, hint },
});

async function logInFromNewIp() {
  render(<Login variant="inline" />);
  fireEvent.input(screen.getByLabelText('Username'), { target: { value: 'demo01' } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'Demo1234' } });
  fireEvent.click(screen.getAllByRole('checkbox').at(-1)!);
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(screen.getByText('One more check')).toBeTruthy(), { timeout: 5000 });
}

beforeEach(() => {
  loginMock.mockReset();
  proveMock.mockReset();
  googleMock.mockReset();
});

describe('the new-IP check of the login widget', () => {
  it('R4.16 asks for the bank account name and finishes the held login with it', async () => {
    loginMock.mockResolvedValue(held('payeeName'));
    proveMock.mockResolvedValue({ status: 'ok', next: '/' });
    await logInFromNewIp();
    const answer = screen.getByLabelText('Bank account name');
    fireEvent.input(answer, { target: { value: 'Juan Dela Cruz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(proveMock).toHaveBeenCalled());
    expect(proveMock.mock.calls[0]![1]).toBe('Juan Dela Cruz');
    expect(proveMock.mock.calls[0]![2]).toMatchObject({ username: 'demo01', password: 'Demo1234' });
  });

  it('R4.16 Google verification offers a Verify with Google button, no typed answer, and says a refused start in words', async () => {
    loginMock.mockResolvedValue(held('google'));
    googleMock.mockResolvedValue({ status: 'failed', message: 'This sign-in method is not available.' });
    await logInFromNewIp();
    expect(screen.getByText(/Google account linked to this account/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verify with Google' }));
    await waitFor(() => expect(googleMock).toHaveBeenCalledWith({ ticket: 't1', kind: 'google', hint: '' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This sign-in method is not available.',
    );
    expect(proveMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    await waitFor(() => expect(screen.getByLabelText('Username')).toBeTruthy());
  });

  it('R4.16 shows the masked number and a Send code button for a mobile proof', async () => {
    loginMock.mockResolvedValue(held('mobile', '0917****567'));
    await logInFromNewIp();
    expect(screen.getByText(/0917\*\*\*\*567/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
  });

  it('R4.16 says what is wrong: empty, no match, expired; Back returns to the login form', async () => {
    loginMock.mockResolvedValue(held('email', 'p****r@example.com'));
    await logInFromNewIp();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Please fill this in')).toBeTruthy();
    expect(proveMock).not.toHaveBeenCalled();

    proveMock.mockResolvedValue({
      status: 'failed',
      errorCode: 'validation_failed',
      message: '',
      captcha: false,
      field: 'answer',
    });
    fireEvent.input(screen.getByLabelText('Bound e-mail address'), { target: { value: 'x@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByText('That does not match. Please check it and try again.')).toBeTruthy(),
    );

    proveMock.mockResolvedValue({
      status: 'failed',
      errorCode: 'proof_expired',
      message: '',
      captcha: false,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByText('This check has expired. Please log in again.')).toBeTruthy(),
    );
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });
});
