import { $startup, mount, registerWidget, setLanguage, unmount } from '@lobbykit/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { loginWidget } from './login/login-widget';
import { registerWidget as registerFormWidget } from './register/register-widget';
import { serve } from './testing/register-harness';
import { walletHeaderWidget } from './wallet-header/wallet-header-widget';

// R8.18 on a partner page: the runtime decides it once for every widget (sdk runtime/mount.ts); the
// widgets only lend it their box. Here the real login, register and wallet header widgets.
registerWidget(loginWidget);
registerWidget(registerFormWidget);
registerWidget(walletHeaderWidget);

const refused = { phase: 'error', errorCode: 'invalid_domain', message: '' } as const;
const hosts: HTMLElement[] = [];

afterEach(() => {
  for (const host of hosts.splice(0)) unmount(host);
  $startup.set({ phase: 'loading' });
});

async function mounted(name: 'login' | 'register' | 'wallet-header'): Promise<HTMLElement> {
  const host = document.createElement('div');
  document.body.append(host);
  hosts.push(host);
  await mount(name, host, name === 'wallet-header' ? {} : { variant: 'inline' }, { loading: 'eager' }).ready;
  return host;
}

const shown = (host: HTMLElement) => ({
  alert: host.shadowRoot?.querySelector('[role="alert"]')?.textContent,
  buttons: host.shadowRoot?.querySelectorAll('button').length,
  fields: host.shadowRoot?.querySelectorAll('input').length,
});

describe('an origin the merchant did not register (R8.18)', () => {
  it("R8.18 the login, register and wallet header widgets all say 'Invalid URL, please contact customer service', with no Try again", async () => {
    serve();
    const boxes = [await mounted('login'), await mounted('register'), await mounted('wallet-header')];
    await expect.poll(() => boxes[0]!.shadowRoot?.querySelectorAll('input').length).toBeGreaterThan(0);
    $startup.set(refused);
    for (const box of boxes)
      await expect
        .poll(() => shown(box))
        .toEqual({ alert: 'Invalid URL, please contact customer service', buttons: 0, fields: 0 });
  });

  it('R8.18 in BN, and in a widget mounted after startup was refused', async () => {
    await setLanguage('BN');
    $startup.set(refused);
    const register = await mounted('register');
    await expect
      .poll(() => shown(register))
      .toEqual({ alert: 'অবৈধ URL, অনুগ্রহ করে গ্রাহক সেবায় যোগাযোগ করুন', buttons: 0, fields: 0 });
    await setLanguage('EN');
  });
});
