import { mount, unmount } from '@lobbykit/sdk';
import { endpoints } from '@lobbykit/sdk/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../index';
import { platform } from '../testing/fake-api';
import { registerRules, registerSettingsFor } from '../testing/register-fixtures';
import { input, resetRegistration, serve, type } from '../testing/register-harness';
import { Register } from './register';

// The register chunk, held back until a test lets it arrive: what the reads must not wait for.
const chunk = vi.hoisted(() => {
  let open: () => void = () => {};
  let gate = Promise.resolve();
  return {
    hold() {
      gate = new Promise<void>((done) => (open = done));
    },
    arrive: () => open(),
    arrived: () => gate,
  };
});
vi.mock('./register-widget', async (importOriginal) => {
  await chunk.arrived();
  return importOriginal();
});

const hosts: HTMLElement[] = [];
beforeEach(() => resetRegistration());
afterEach(() => {
  for (const element of hosts.splice(0)) {
    unmount(element);
    element.remove();
  }
});

describe('the register form paints like a first-party page (issue 15 item 5)', () => {
  it('issue 15 item 5 R7.13 a mounted register widget asks for its rules and settings before its chunk has arrived, and the form takes those answers: each sent once', async () => {
    serve(registerRules(), registerSettingsFor({ email: { enabled: true, required: false } }));
    chunk.hold();
    const element = document.createElement('div');
    document.body.append(element);
    hosts.push(element);
    const { ready } = mount('register', element, { variant: 'inline' }, { loading: 'eager' });
    await waitFor(() => {
      expect(platform.calls(endpoints.validationRules)).toHaveLength(1);
      expect(platform.calls(endpoints.registerSettings)).toHaveLength(1);
    });
    // Still no form: the chunk is on its way.
    expect(element.shadowRoot?.querySelector('form')).toBeNull();
    chunk.arrive();
    await act(() => ready);
    await waitFor(() => expect(element.shadowRoot?.querySelector('input[name="email"]')).not.toBeNull());
    expect(platform.calls(endpoints.validationRules)).toHaveLength(1);
    expect(platform.calls(endpoints.registerSettings)).toHaveLength(1);
  });

  it('issue 15 item 5 draws the username, password and confirmation inputs at once, typeable, while the settings load; the rest waits in placeholders', async () => {
    platform.on(endpoints.validationRules, registerRules());
    let answer: (settings: ReturnType<typeof registerSettingsFor>) => void = () => {};
    platform.on(endpoints.registerSettings, () => new Promise((done) => (answer = done)));
    render(<Register variant="inline" />);
    const form = input('Username').form!;
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(input('Password')).toBeTruthy();
    expect(input('Confirm password')).toBeTruthy();
    expect(screen.getByText('Loading the registration form…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    type('Username', 'newbie01');
    // Enter in a field before the settings came sends nothing.
    fireEvent.submit(form);
    await waitFor(() => expect(platform.calls(endpoints.registerSettings)).toHaveLength(1));
    answer(registerSettingsFor({ email: { enabled: true, required: false } }));
    expect(await screen.findByRole('button', { name: 'Register' })).toBeTruthy();
    expect(input('Username').value).toBe('newbie01');
    expect(input('E-mail')).toBeTruthy();
    expect(form.getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByText('Loading the registration form…')).toBeNull();
    expect(platform.calls(endpoints.register)).toHaveLength(0);
  });

  it('issue 15 item 5 R4.11 a focus while the settings load still asks for the captcha once they show it, and not before', async () => {
    platform.on(endpoints.validationRules, registerRules());
    let answer: (settings: ReturnType<typeof registerSettingsFor>) => void = () => {};
    platform.on(endpoints.registerSettings, () => new Promise((done) => (answer = done)));
    render(<Register variant="inline" />);
    fireEvent.focus(input('Username'));
    expect(platform.calls(endpoints.captcha)).toHaveLength(0);
    await waitFor(() => expect(platform.calls(endpoints.registerSettings)).toHaveLength(1));
    answer(registerSettingsFor({ captcha: { enabled: true, required: true } }));
    await waitFor(() => expect(platform.calls(endpoints.captcha)).toHaveLength(1));
  });
});
