import { setLanguage } from '@lobbykit/sdk';
import { render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../testing/sdk-state';
import ReferralPage from './referral-page';

// A failure that is no API answer at all (a bug, a broken extension): the sdk's load rejects with a
// plain Error, which the page must still put in the player's words.
vi.mock('@lobbykit/sdk/member-center', async (original) => ({
  ...(await original<typeof import('@lobbykit/sdk/member-center')>()),
  loadReferral: () => Promise.reject(new Error('boom')),
}));

const props = { params: {}, go: () => undefined };
const slow = { timeout: 8000 };

beforeEach(() => signIn());
afterEach(async () => {
  await setLanguage('EN');
});

describe('referral page, a failure that is not an API answer', () => {
  it('R2.60 says it in the sdk words (failureMessage) with Try again, never a raw message key', async () => {
    render(<ReferralPage {...props} />);
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert.textContent).toContain('Unknown error. Please try again.');
    expect(alert.textContent).not.toMatch(/(memberRecords|referral|error)\.[A-Za-z]/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('R9.30 in Bengali too', async () => {
    await setLanguage('BN');
    render(<ReferralPage {...props} />);
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert.textContent).toContain('অজানা ত্রুটি। অনুগ্রহ করে আবার চেষ্টা করুন।');
  });
});
