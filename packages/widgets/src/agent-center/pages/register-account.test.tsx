import { forgetRegistration } from '@lobbykit/sdk/accounts';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, ok, route } from '../../testing/fake-api';
import { member, registerRules, registerSettingsFor, signIn, startupReady } from '../../testing/sdk-state';
import RegisterAccount from './register-account';
import { openSealed, routeSessionKey } from './ui/sealed-bodies';

const typeInto = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const registered = () => calls.filter((call) => call.path === '/wps/agent/register');

beforeEach(() => {
  forgetRegistration();
  startupReady();
  signIn(member({ type: 1, account: 'agent01' }), true);
  routeSessionKey();
  route('GET /wps/system/validation/rules', () => ok(registerRules()));
  route('GET /wps/system/setting/register', () => ok(registerSettingsFor()));
});

describe('register account (registerCenter)', () => {
  it('R5.26 shows the first error of each field by the merchant’s rules and sends nothing', async () => {
    render(<RegisterAccount params={{}} go={() => undefined} />);
    typeInto('Account', '9');
    typeInto('Password', 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Register account' }));
    await waitFor(() => expect(document.querySelectorAll('.lk-field__error')).toHaveLength(2));
    for (const error of document.querySelectorAll('.lk-field__error')) expect(error.textContent).not.toBe('');
    expect(screen.getByLabelText('Account').getAttribute('aria-invalid')).toBe('true');
    expect(registered()).toHaveLength(0);
  });

  it('an empty password gives the merchant’s default: encrypted body without it, and the member is told to change it', async () => {
    route('POST /wps/agent/register', () =>
      ok({ memberId: 41, account: 'newkid01', nickname: null, kind: 'player', defaultPassword: true }),
    );
    const go = vi.fn();
    render(<RegisterAccount params={{}} go={go} />);
    expect(screen.getByText(/Leave empty to give the merchant’s default password/)).toBeTruthy();
    typeInto('Account', 'newkid01');
    fireEvent.click(screen.getByRole('button', { name: 'Register account' }));
    expect(await screen.findByText('Account newkid01 is registered.', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText(/must change it at the first login/)).toBeTruthy();
    expect(await openSealed(registered()[0]?.body)).toEqual({ account: 'newkid01', kind: 'player' });
    fireEvent.click(screen.getByRole('button', { name: 'Open team management' }));
    expect(go).toHaveBeenCalledWith('downlineManagmentView', { account: 'newkid01' });
  }, 20_000);

  it('a taken account shows under the account field', async () => {
    route('POST /wps/agent/register', () => ({
      status: 409,
      body: { success: false, errorCode: 'username_taken', message: 'taken', field: 'account' },
    }));
    render(<RegisterAccount params={{}} go={() => undefined} />);
    typeInto('Account', 'takenone');
    typeInto('Password', 'Secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Register account' }));
    expect(await screen.findByText('This username is already taken. Please choose another.')).toBeTruthy();
  });
});
