import { $modal, errorMessage, type LoginResult, login, setLanguage } from '@lobbykit/sdk';
import { endpoints } from '@lobbykit/sdk/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalOutlet } from '../modal-outlet/modal-outlet';
import { registerModalView } from '../modal-outlet/modal-views';
import { platform } from '../testing/fake-api';
import { overlay } from '../testing/overlay';
import { Login } from './login';
import { loginModalView } from './login-modal-view';

// The login flow itself is the sdk's and tested there; here `login` only answers what the form shows.
vi.mock('@lobbykit/sdk', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@lobbykit/sdk')>()),
  login: vi.fn(),
}));
const loginMock = vi.mocked(login);

const failed = (errorCode: string, captcha = false): LoginResult => ({
  status: 'failed',
  errorCode,
  message: errorMessage(errorCode),
  captcha,
});

let captchaCount = 0;
let clock = Date.now();
beforeEach(() => {
  loginMock.mockReset();
  captchaCount = 0;
  platform.on(endpoints.captcha, () => {
    captchaCount += 1;
    return { captchaId: `c${captchaCount}`, image: `data:image/svg+xml;base64,PICTURE${captchaCount}` };
  });
  // The sdk throttles captcha refreshes with the clock; every test starts well past the last one.
  clock += 60_000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(clock);
});

/** The terms box: the last of the form's boxes, after remember-me, whatever the language. */
const termsBox = () => screen.getAllByRole('checkbox').at(-1)!;
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.input(field(name), { target: { value } });
const tickTerms = () => fireEvent.click(termsBox());
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
const alertText = () => screen.getByRole('alert').textContent;

function fillAndSubmit(username = 'demo01', password = 'Demo1234') {
  type('Username', username);
  type('Password', password);
  tickTerms();
  submit();
}

describe('login widget', () => {
  it('starts idle: empty fields, terms unticked, no captcha, no message', () => {
    render(<Login variant="inline" />);
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(field('Username').value).toBe('');
    expect(field('Password').type).toBe('password');
    expect((termsBox() as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByLabelText('Captcha')).toBeNull();
    expect(alertText()).toBe('');
  });

  it("R8.24 says 'Please enter the username and password' when both are empty, and sends nothing", () => {
    render(<Login variant="inline" />);
    tickTerms();
    submit();
    expect(alertText()).toBe('Please enter the username and password');
    expect(field('Username').getAttribute('aria-invalid')).toBe('true');
    expect(field('Password').getAttribute('aria-invalid')).toBe('true');
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('R5.01 R5.26 shows the username error below the username input only', () => {
    render(<Login variant="inline" />);
    type('Password', 'Demo1234');
    tickTerms();
    submit();
    const username = field('Username');
    const describedBy = username.getAttribute('aria-describedby');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(describedBy!)?.textContent).toBe('Please enter your username');
    expect(field('Password').getAttribute('aria-invalid')).toBe('false');
    expect(screen.getAllByText(/Please enter/)).toHaveLength(1);
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('R5.02 shows the password error below the password input', () => {
    render(<Login variant="inline" />);
    type('Username', 'demo01');
    tickTerms();
    submit();
    const password = field('Password');
    expect(document.getElementById(password.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter your password',
    );
  });

  it('R5.06 with the terms unticked, login silently stops: the box is highlighted, no message', async () => {
    loginMock.mockResolvedValue(failed('terms'));
    render(<Login variant="inline" />);
    type('Username', 'demo01');
    type('Password', 'Demo1234');
    submit();
    await waitFor(() => expect(termsBox().getAttribute('aria-invalid')).toBe('true'));
    expect(loginMock).toHaveBeenCalledWith({ username: 'demo01', password: 'Demo1234', terms: false });
    expect(alertText()).toBe('');
    expect(platform.requests).toHaveLength(0);
    tickTerms();
    expect(termsBox().getAttribute('aria-invalid')).toBe('false');
  });

  it('R5.07 trims what was typed before checking and sending it', async () => {
    loginMock.mockResolvedValue({ status: 'ok', next: '/' });
    render(<Login variant="inline" />);
    fillAndSubmit('  demo01 ', ' Demo1234  ');
    await waitFor(() => expect(loginMock).toHaveBeenCalledTimes(1));
    expect(loginMock).toHaveBeenCalledWith({ username: 'demo01', password: 'Demo1234', terms: true });

    type('Username', '   ');
    type('Password', ' ');
    submit();
    expect(alertText()).toBe('Please enter the username and password');
  });

  it('shows a loading state while the login is in flight', async () => {
    let finish: (result: LoginResult) => void = () => {};
    loginMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    render(<Login variant="inline" />);
    fillAndSubmit();
    const button = screen.getByRole('button', { name: 'Logging in…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.lk-spinner')).not.toBeNull();
    fireEvent.click(button);
    expect(loginMock).toHaveBeenCalledTimes(1);
    await act(async () => finish(failed('invalid_credentials')));
    expect((screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('R4.11 R5.03 shows the captcha after a failure flagged captcha, then requires it', async () => {
    loginMock.mockResolvedValue(failed('invalid_credentials', true));
    render(<Login variant="inline" />);
    fillAndSubmit();
    const image = (await screen.findByAltText('Captcha picture')) as HTMLImageElement;
    expect(image.src).toBe('data:image/svg+xml;base64,PICTURE1');
    expect(alertText()).toBe('Incorrect username or password.');

    submit();
    const captcha = field('Captcha');
    expect(document.getElementById(captcha.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter the captcha',
    );
    expect(loginMock).toHaveBeenCalledTimes(1);

    fireEvent.input(captcha, { target: { value: ' 7a9k ' } });
    submit();
    await waitFor(() => expect(loginMock).toHaveBeenCalledTimes(2));
    expect(loginMock).toHaveBeenLastCalledWith({
      username: 'demo01',
      password: 'Demo1234',
      terms: true,
      captcha: '7a9k',
      captchaId: 'c1',
    });
  });

  it('R4.36 R9.08 refreshes the captcha at most once a second', async () => {
    loginMock.mockResolvedValue(failed('invalid_credentials', true));
    render(<Login variant="inline" />);
    fillAndSubmit();
    await screen.findByAltText('Captcha picture');
    const refresh = screen.getByRole('button', { name: 'Get a new picture' });

    vi.setSystemTime(Date.now() + 400);
    fireEvent.click(refresh);
    await act(async () => {});
    expect(captchaCount).toBe(1);

    vi.setSystemTime(Date.now() + 600);
    fireEvent.click(refresh);
    await waitFor(() =>
      expect((screen.getByAltText('Captcha picture') as HTMLImageElement).src).toContain('PICTURE2'),
    );
    fireEvent.click(refresh);
    await act(async () => {});
    expect(captchaCount).toBe(2);
  });

  it('shows a server error in the player language, in the alert region', async () => {
    await setLanguage('BN');
    loginMock.mockResolvedValue(failed('too_many_requests'));
    const { container } = render(<Login variant="inline" />);
    const input = (name: string) => container.querySelector(`input[name="${name}"]`) as HTMLInputElement;
    fireEvent.input(input('username'), { target: { value: 'demo01' } });
    fireEvent.input(input('password'), { target: { value: 'Demo1234' } });
    tickTerms();
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(alertText()).not.toBe(''));
    const bengali = errorMessage('too_many_requests');
    expect(alertText()).toBe(bengali);
    await setLanguage('EN');
    expect(errorMessage('too_many_requests')).not.toBe(bengali);
  });

  it('closes the popup once the sdk logged the player in', async () => {
    loginMock.mockResolvedValue({ status: 'ok', next: '/' });
    registerModalView('login', loginModalView);
    render(<ModalOutlet />);
    act(() => $modal.set({ name: 'login', props: {} }));
    const dialog = await overlay().findByRole('dialog', { name: 'Log in' });
    fireEvent.input(overlay().getByLabelText('Username'), { target: { value: 'demo01' } });
    fireEvent.input(overlay().getByLabelText('Password'), { target: { value: 'Demo1234' } });
    fireEvent.click(overlay().getAllByRole('checkbox').at(-1)!);
    fireEvent.click(overlay().getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect($modal.get()).toBeNull());
    expect(dialog.isConnected).toBe(false);
  });

  it('the modal variant opens the form in a dialog at once, and logging in closes it', async () => {
    loginMock.mockResolvedValue({ status: 'ok', next: '/' });
    render(<Login variant="modal" />);
    const dialog = await overlay().findByRole('dialog', { name: 'Log in' });
    fireEvent.input(overlay().getByLabelText('Username'), { target: { value: 'demo01' } });
    fireEvent.input(overlay().getByLabelText('Password'), { target: { value: 'Demo1234' } });
    fireEvent.click(overlay().getAllByRole('checkbox').at(-1)!);
    fireEvent.click(overlay().getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it('sends a player on to onSuccessNavigate after logging in', async () => {
    loginMock.mockResolvedValue({ status: 'ok', next: '/' });
    const paths: string[] = [];
    const onNavigate = (event: Event) => {
      event.preventDefault();
      paths.push((event as CustomEvent<{ path: string }>).detail.path);
    };
    window.addEventListener('lobbykit:navigate', onNavigate);
    render(<Login variant="inline" onSuccessNavigate="/promotions" />);
    fillAndSubmit();
    await waitFor(() => expect(paths).toEqual(['/promotions']));
    window.removeEventListener('lobbykit:navigate', onNavigate);
  });

  it('renders in BN with every label translated and nothing of a fixed width', async () => {
    await setLanguage('BN');
    const { container } = render(<Login variant="inline" />);
    const text = container.textContent ?? '';
    expect(text).not.toContain('Log in');
    expect(text).not.toContain('Username');
    expect(/[\u0980-\u09FF]/.test(text)).toBe(true);
    for (const element of container.querySelectorAll<HTMLElement>('button, label, input, p, h2')) {
      expect(element.style.width).toBe('');
    }
  });
});
