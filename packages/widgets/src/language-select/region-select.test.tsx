import { $modal } from '@lobbykit/sdk';
import { endpoints, regionsFixture as regions } from '@lobbykit/sdk/testing';
import { fireEvent, render, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { platform } from '../testing/fake-api';
import { overlay } from '../testing/overlay';
import { RegionSelect } from './region-select';

describe('region select modal', () => {
  it('R4.43 R3.28 explains that no country is known and lists each region with currency and languages', async () => {
    platform.on(endpoints.regionList, regions);
    render(<RegionSelect reason="unknown" />);
    expect(await overlay().findByRole('dialog', { name: 'Choose your region' })).toBeTruthy();
    expect(overlay().getByText(/could not tell where you are/)).toBeTruthy();
    const bangladesh = await overlay().findByRole('button', { name: /Bangladesh/ });
    expect(bangladesh.textContent).toContain('Currency: ৳ BDT');
    expect(bangladesh.textContent).toContain('Languages: EN, BN');
  });

  it('R4.44 puts the visitor’s country first and marks the current region', async () => {
    platform.on(endpoints.regionList, regions);
    render(<RegionSelect reason="choose" countryCode="BD" />);
    await overlay().findByRole('button', { name: /Bangladesh/ });
    const names = overlay()
      .getAllByRole('button')
      .filter((b) => b.className === 'lk-region__option');
    expect(names.map((button) => button.querySelector('strong')?.textContent)).toEqual([
      'Bangladesh',
      'Philippines',
    ]);
    expect(
      overlay()
        .getByRole('button', { name: /Philippines/ })
        .getAttribute('aria-current'),
    ).toBe('true');
  });

  it('choosing the current region closes the modal without a switch', async () => {
    $modal.set({ name: 'regionSelect', props: {} });
    render(<RegionSelect regions={regions} />);
    fireEvent.click(await overlay().findByRole('button', { name: /Philippines/ }));
    expect($modal.get()).toBeNull();
  });

  it('shows the error and retries', async () => {
    platform.fail(endpoints.regionList, 'unknown', { status: 500, message: 'x' });
    render(<RegionSelect />);
    await waitFor(() =>
      expect(overlay().getByRole('alert').textContent).toContain('The regions could not be loaded.'),
    );
    platform.on(endpoints.regionList, regions);
    fireEvent.click(overlay().getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(overlay().getByRole('button', { name: /Bangladesh/ })).toBeTruthy());
  });
});
