import { endpoints } from '@lobbykit/sdk/testing';
import { render, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { platform } from '../testing/fake-api';
import { MobileField } from './mobile-field';

describe('mobile field', () => {
  it("R7.54 names the dialing code's country from the country code list", async () => {
    platform.on(endpoints.countryCodes, [
      { country: 'PH', dialingCode: '63', merchant: true },
      { country: 'BD', dialingCode: '880', merchant: false },
    ]);
    const { container } = render(
      <MobileField
        id="m"
        value=""
        onInput={() => undefined}
        error={null}
        dialingCode="+63"
        digits={11}
        prefix="09"
      />,
    );
    const dialing = container.querySelector('.lk-register__dialing')!;
    expect(dialing.textContent).toBe('+63');
    await waitFor(() => expect(dialing.textContent).toBe('+63 (Philippines)'));
    expect(dialing.getAttribute('title')).toContain('Philippines');
  });
});
