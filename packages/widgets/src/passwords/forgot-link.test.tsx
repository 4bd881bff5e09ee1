import { $modal } from '@lobbykit/sdk';
import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { LoginForm } from '../login/login-form';
import '../login/messages/login-messages';

describe("the login form's forgot-password link", () => {
  it('R2.37 opens the forgot-password modal', () => {
    render(<LoginForm onSuccess={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect($modal.get()?.name).toBe('forgotPassword');
  });
});
