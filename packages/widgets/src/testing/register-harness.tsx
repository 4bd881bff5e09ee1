import { configure, memoryStorage } from '@lobbykit/sdk';
import { forgetRegistration, resetSmsThrottle, stopSmsCountdown } from '@lobbykit/sdk/accounts';
import { endpoints } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen } from '@testing-library/preact';
import { Register } from '../register/register';
import { platform } from './fake-api';
import { registerRules, registerSettingsFor } from './register-fixtures';
import { startupReady } from './sdk-state';

/** The register widget's component tests: the platform's registration reads and the form's inputs. */
export function serve(rules = registerRules(), settings = registerSettingsFor()): void {
  platform.on(endpoints.validationRules, rules);
  platform.on(endpoints.registerSettings, settings);
}

/** Fresh storages (the rules are session-cached), no loaded setup, a free SMS button, PH at status 0. */
export function resetRegistration(): void {
  configure({
    apiBase: 'http://api.test',
    storage: { local: memoryStorage(), session: memoryStorage() },
    fetch: platform.fetch,
  });
  forgetRegistration();
  stopSmsCountdown();
  resetSmsThrottle();
  startupReady();
  platform.on(endpoints.affiliateCheck, ({ code }) => ({ valid: code === 'AGENT01' }));
  platform.on(endpoints.captcha, { captchaId: 'c1', image: 'data:image/svg+xml;base64,PICTURE' });
  window.history.replaceState(null, '', '/');
}

export const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
export const type = (label: string, value: string) => fireEvent.input(input(label), { target: { value } });
export const tickTerms = () => fireEvent.click(screen.getByRole('checkbox'));
export const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));

/** The message below an input: what its aria-describedby names first. */
export function errorBelow(label: string): string | null {
  const id = input(label).getAttribute('aria-describedby')?.split(' ')[0];
  return id ? (input(label).ownerDocument.getElementById(id)?.textContent ?? null) : null;
}

/** Renders the widget and waits for its settings: the credentials show before them, the submit after. */
export async function ready(props: Parameters<typeof Register>[0] = { variant: 'inline' }): Promise<void> {
  render(<Register {...props} />);
  await screen.findByRole('button', { name: 'Register' });
}

export function fillGood(): void {
  type('Username', 'newbie01');
  type('Password', 'Secret123');
  type('Confirm password', 'Secret123');
}
