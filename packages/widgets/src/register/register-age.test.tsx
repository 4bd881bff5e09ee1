import { localeReady, setLanguage } from '@lobbykit/sdk';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerRules, registerSettingsFor } from '../testing/register-fixtures';
import { ready, resetRegistration, serve } from '../testing/register-harness';
import { Register } from './register';

const withMinimumAge = (minimumAge: number) => ({ ...registerSettingsFor(), minimumAge });

beforeEach(() => resetRegistration());
afterEach(async () => {
  await setLanguage('EN');
  await localeReady();
});

describe('register age notice', () => {
  it("R9.34 shows the default minimum age 18: the 18+ badge and 'I am 18 years old and agree'", async () => {
    serve(registerRules(), withMinimumAge(18));
    await ready();
    expect(screen.getByText('18+')).toBeTruthy();
    expect(screen.getByText('I am 18 years old and agree')).toBeTruthy();
    expect(screen.queryByText(/Please confirm you are/)).toBeNull();
  });

  it("R9.35 R5.33 a merchant that sets 21 shows 21+ and 'Please confirm you are 21 years old'", async () => {
    serve(registerRules(), withMinimumAge(21));
    await ready();
    expect(screen.getByText('21+')).toBeTruthy();
    expect(screen.getByText('Please confirm you are 21 years old')).toBeTruthy();
    expect(screen.queryByText('I am 18 years old and agree')).toBeNull();
  });

  it('R9.35 says 21 in TY and BN too', async () => {
    serve(registerRules(), withMinimumAge(21));
    await setLanguage('TY');
    await localeReady();
    render(<Register variant="inline" />);
    expect(await screen.findByText('Pakikumpirma na ikaw ay 21 taong gulang na')).toBeTruthy();
    cleanup();
    await setLanguage('BN');
    await localeReady();
    render(<Register variant="inline" />);
    expect(await screen.findByText('অনুগ্রহ করে নিশ্চিত করুন যে আপনার বয়স 21 বছর')).toBeTruthy();
  });
});
