import { $modal, openModal } from '@lobbykit/sdk';
import { changePassword, isOldPasswordKnown } from '@lobbykit/sdk/accounts';
import { act, fireEvent, render, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalOutlet } from '../modal-outlet/modal-outlet';
import { registerModalView } from '../modal-outlet/modal-views';
import { overlay } from '../testing/overlay';
import { changePasswordModalView } from './password-views';

// The encrypted call is the sdk's (tested there); here the modal's side of it.
vi.mock('@lobbykit/sdk/accounts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@lobbykit/sdk/accounts')>();
  return { ...actual, changePassword: vi.fn(), isOldPasswordKnown: vi.fn(() => false) };
});
const change = vi.mocked(changePassword);
const known = vi.mocked(isOldPasswordKnown);
const noBounds = { min: 0, max: 0, length: '' };

beforeEach(() => {
  registerModalView('changePassword', changePasswordModalView);
  change.mockReset();
  known.mockReturnValue(false);
});

async function open(props: Record<string, unknown> = {}) {
  render(<ModalOutlet />);
  act(() => openModal('changePassword', props));
  return overlay().findByRole('dialog', { name: 'Change password' });
}

describe('change-password modal', () => {
  it('R4.23 R9.10 forced by the default password: says why, has no close button, Escape keeps it', async () => {
    known.mockReturnValue(true);
    const dialog = await open({ reason: 'default', forced: true });
    expect(dialog.textContent).toContain('Your account still has the password it was given');
    expect(overlay().queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect($modal.get()?.name).toBe('changePassword');
  });

  it('R4.24 forced by an expired password says so', async () => {
    const dialog = await open({ reason: 'expired', forced: true });
    expect(dialog.textContent).toContain('Your password has expired');
  });

  it('R5.28 leaves the old password out when it is known, asks for it otherwise', async () => {
    known.mockReturnValue(true);
    await open({ reason: 'default', forced: true });
    expect(overlay().queryByLabelText('Current password')).toBeNull();
    expect(overlay().getByLabelText('New password')).toBeTruthy();
    expect(overlay().getByLabelText('Confirm new password')).toBeTruthy();
  });

  it('an unforced change asks for the old password and can be closed', async () => {
    await open();
    expect(overlay().getByLabelText('Current password')).toBeTruthy();
    fireEvent.click(overlay().getByRole('button', { name: 'Close' }));
    expect($modal.get()).toBeNull();
  });

  it('R5.26 R5.29 R5.30 shows the first error of each field under it', async () => {
    change.mockResolvedValue({
      status: 'invalid',
      errors: {
        oldPassword: { key: 'old_password_error', params: noBounds },
        newPassword: { key: 'pattern_letter_number', params: { min: 8, max: 20, length: '8-20' } },
        confirmNewPassword: { key: 'inconsistent_twice', params: noBounds },
      },
    });
    await open();
    fireEvent.input(overlay().getByLabelText('Current password'), { target: { value: 'Nope1234' } });
    fireEvent.input(overlay().getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.input(overlay().getByLabelText('Confirm new password'), { target: { value: 'other' } });
    fireEvent.click(overlay().getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(overlay().getByText('The current password is not correct.')).toBeTruthy());
    expect(overlay().getByText('8-20 characters with both letters and numbers')).toBeTruthy();
    expect(overlay().getByText('Incorrect confirmation input')).toBeTruthy();
    expect(change).toHaveBeenCalledWith({
      oldPassword: 'Nope1234',
      newPassword: 'short',
      confirmNewPassword: 'other',
    });
    expect(overlay().getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
  });

  it('a failure that is not about a field shows in the alert', async () => {
    change.mockResolvedValue({
      status: 'failed',
      errorCode: 'network_error',
      message: 'Network link is abnormal',
    });
    await open();
    fireEvent.click(overlay().getByRole('button', { name: 'Change password' }));
    expect((await overlay().findByRole('alert')).textContent).toContain('Network link is abnormal');
  });
});
