import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setDialogs } from '../dialogs';
import { openCustomerService, openServiceLink, SERVICE_WINDOW, serviceLinks } from './customer-service';

const entries = [
  { csType: 'TELEGRAM', path: 'https://t.me/lobbykit_support' },
  { csType: 'LIVECHAT', path: 'https://ph.lobbykit.example/support/chat' },
  { csType: 'BAD', path: 'javascript:alert(1)' },
];

let alerts: string[];
let open: ReturnType<typeof vi.fn>;
beforeEach(() => {
  alerts = [];
  setDialogs({ alert: async (message) => void alerts.push(message) });
  open = vi.fn();
  vi.stubGlobal('window', { open });
});
afterEach(() => {
  setDialogs(null);
  vi.unstubAllGlobals();
});

describe('customer service (R2.39)', () => {
  it('R2.39 R3.27 lists the safe channels live chat first', () => {
    expect(serviceLinks(entries).map((link) => [link.kind, link.popup])).toEqual([
      ['LIVECHAT', true],
      ['TELEGRAM', false],
    ]);
  });

  it('R2.39 the floating button opens live chat in a 440x750 popup window and cuts it from this page', () => {
    const popup = { opener: 'the site' as unknown };
    open.mockReturnValue(popup);
    expect(openCustomerService(serviceLinks(entries))).toBe('opened');
    expect(open).toHaveBeenCalledWith(
      'https://ph.lobbykit.example/support/chat',
      'lobbykit-customer-service',
      `popup=yes,width=${SERVICE_WINDOW.width},height=${SERVICE_WINDOW.height}`,
    );
    expect(SERVICE_WINDOW).toEqual({ width: 440, height: 750 });
    expect(popup.opener).toBeNull();
    expect(alerts).toEqual([]);
  });

  it("R8.14 a blocked popup shows 'Popup blocked. Please allow popups and try again.'", async () => {
    open.mockReturnValue(null);
    expect(openServiceLink({ kind: 'LIVECHAT', href: 'https://x.example/chat', popup: true })).toBe(
      'blocked',
    );
    await Promise.resolve();
    expect(alerts).toEqual(['Popup blocked. Please allow popups and try again.']);
  });

  it('R2.39 answers none and opens nothing when the merchant has no channel', () => {
    expect(openCustomerService([])).toBe('none');
    expect(open).not.toHaveBeenCalled();
  });
});
