import { forgetRegistration } from '@lobbykit/sdk/accounts';
import { endpoints } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSessionKey, platform, sealedBody } from '../../testing/fake-api';
import { member, registerRules, registerSettingsFor, signIn, startupReady } from '../../testing/sdk-state';
import RegisterAccount from './register-account';

const typeInto = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const registered = () => platform.calls(endpoints.registerDownline);

beforeAll(makeSessionKey);
beforeEach(() => {
  forgetRegistration();
  startupReady();
  signIn(member({ type: 1, account: 'agent01' }), true);
  platform.on(endpoints.validationRules, registerRules());
  platform.on(endpoints.registerSettings, registerSettingsFor());
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
    platform.on(endpoints.registerDownline, {
      memberId: 41,
      account: 'newkid01',
      nickname: null,
      kind: 'player',
      defaultPassword: true,
    });
    const go = vi.fn();
    render(<RegisterAccount params={{}} go={go} />);
    expect(screen.getByText(/Leave empty to give the merchant’s default password/)).toBeTruthy();
    typeInto('Account', 'newkid01');
    fireEvent.click(screen.getByRole('button', { name: 'Register account' }));
    expect(await screen.findByText('Account newkid01 is registered.', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText(/must change it at the first login/)).toBeTruthy();
    expect(sealedBody(registered()[0])).toEqual({ account: 'newkid01', kind: 'player' });
    fireEvent.click(screen.getByRole('button', { name: 'Open team management' }));
    expect(go).toHaveBeenCalledWith('downlineManagmentView', { account: 'newkid01' });
  }, 20_000);

  it('a taken account shows under the account field', async () => {
    platform.fail(endpoints.registerDownline, 'username_taken', {
      status: 409,
      message: 'taken',
      field: 'account',
    });
    render(<RegisterAccount params={{}} go={() => undefined} />);
    typeInto('Account', 'takenone');
    typeInto('Password', 'Secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Register account' }));
    expect(await screen.findByText('This username is already taken. Please choose another.')).toBeTruthy();
  });
});
