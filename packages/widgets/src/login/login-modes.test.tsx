import { $startup, type LoginResult, login, type Permission, rememberUsername } from '@lobbykit/sdk';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Login } from './login';

vi.mock('@lobbykit/sdk', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@lobbykit/sdk')>()),
  login: vi.fn(),
}));
const loginMock = vi.mocked(login);
const okResult: LoginResult = { status: 'ok', next: '/' };

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.input(field(name), { target: { value } });
const tickTerms = () => fireEvent.click(screen.getByRole('checkbox', { name: /18 years old/ }));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

function withModules(flags: Record<string, boolean>) {
  const whitelabel = Object.entries(flags).map(([modId, enabled]) => ({ modId, enabled, childrenNodes: [] }));
  $startup.set({
    phase: 'ready',
    permission: { info: { whitelabel } } as unknown as Permission,
  } as never);
}

beforeEach(() => {
  loginMock.mockReset();
  loginMock.mockResolvedValue(okResult);
  rememberUsername('');
  $startup.set({ phase: 'loading' } as never);
});
afterEach(() => {
  rememberUsername('');
});

describe('login widget modes', () => {
  it('R2.06 R6.11 the agent mode is titled Agent login and asks the sdk for the agent area', async () => {
    render(<Login variant="inline" mode="agent" />);
    expect(screen.getByRole('heading', { name: 'Agent login' })).toBeTruthy();
    type('Username', 'agent01');
    type('Password', 'Agent1234');
    tickTerms();
    submit();
    await waitFor(() => expect(loginMock).toHaveBeenCalled());
    expect(loginMock.mock.calls[0]![0]).toMatchObject({ username: 'agent01', agent: true });
  });

  it("R6.12 shows 'Non-agents cannot log in' when a player uses the agent login", async () => {
    loginMock.mockResolvedValue({ status: 'failed', errorCode: 'non_agent', message: '', captcha: false });
    render(<Login variant="inline" mode="agent" />);
    type('Username', 'demo01');
    type('Password', 'Demo1234');
    tickTerms();
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Non-agents cannot log in'));
  });

  it('R9.09 remembers the username (never the password) for a day when remember-me is ticked', async () => {
    const { unmount } = render(<Login variant="inline" />);
    type('Username', 'demo01');
    type('Password', 'Demo1234');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    tickTerms();
    submit();
    await waitFor(() => expect(document.cookie).toContain('lk_remember=demo01'));
    expect(document.cookie).not.toContain('Demo1234');
    unmount();
    render(<Login variant="inline" />);
    expect(field('Username').value).toBe('demo01');
    expect(field('Password').value).toBe('');
    expect((screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement).checked).toBe(true);
  });

  it('R9.09 forgets the username when remember-me is left unticked', async () => {
    rememberUsername('demo01');
    render(<Login variant="inline" />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    type('Password', 'Demo1234');
    tickTerms();
    submit();
    await waitFor(() => expect(loginMock).toHaveBeenCalled());
    await waitFor(() => expect(document.cookie).not.toContain('lk_remember=demo01'));
  });

  it('offers the SMS login only where MOBILEVERCODELOGIN3 is on', () => {
    render(<Login variant="inline" />);
    expect(screen.queryByRole('button', { name: 'Log in with an SMS code' })).toBeNull();
  });

  it('R5.04 draws the form before startup answers and adds the SMS switch when the permission arrives', async () => {
    render(<Login variant="inline" />);
    expect(field('Username')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log in with an SMS code' })).toBeNull();
    withModules({ MOBILEVERCODELOGIN3: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in with an SMS code' })).toBeTruthy());
  });

  it('R5.04 R5.05 switches to the SMS-code form and back where MOBILEVERCODELOGIN3 is on', async () => {
    withModules({ MOBILEVERCODELOGIN3: true });
    render(<Login variant="inline" />);
    fireEvent.click(screen.getByRole('button', { name: 'Log in with an SMS code' }));
    // The SMS form is a chunk of its own: the first switch downloads it.
    await waitFor(() => expect(screen.getByLabelText('Mobile number')).toBeTruthy(), { timeout: 5000 });
    expect(screen.getByLabelText('Verification code')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in with a password' }));
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });
});
