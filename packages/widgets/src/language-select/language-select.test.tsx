import { $config, $locale, $modal } from '@lobbykit/sdk';
import { endpoints } from '@lobbykit/sdk/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { platform } from '../testing/fake-api';
import { bangladesh, philippines, signIn, startupReady } from '../testing/sdk-state';
import { LanguageSelect } from './language-select';

const options = () => screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-pressed'));
/** What each option shows beside its flag: the label and the language's own name. */
const shown = () =>
  options().map(
    (button) =>
      `${button.querySelector('.lk-lang__code')?.textContent} ${button.querySelector('.lk-lang__name')?.textContent}`,
  );

/** The country of each option's flag, once its SVG has loaded; emoji would fail the check. */
const flags = () =>
  options().map((button) => {
    const flag = button.querySelector('.lk-country-flag');
    if (/\p{Regional_Indicator}/u.test(button.textContent ?? '')) return 'emoji';
    return flag?.querySelector('svg') ? flag.getAttribute('data-country') : null;
  });

describe('language select', () => {
  it('R2.63 offers the merchant’s languages with SVG flags, never emoji: Philippines EN and TY', async () => {
    startupReady(philippines);
    render(<LanguageSelect variant="list" />);
    expect(shown()).toEqual(['EN English', 'TY Filipino']);
    await waitFor(() => expect(flags()).toEqual(['GB', 'PH']));
  });

  it('R2.63 Bangladesh offers EN and BN', async () => {
    startupReady(bangladesh);
    render(<LanguageSelect variant="list" />);
    expect(shown()).toEqual(['EN English', 'BN বাংলা']);
    await waitFor(() => expect(flags()).toEqual(['GB', 'BD']));
  });

  it('R2.64 shows PT as PT-BR, with the Brazilian flag, when an operator adds it', async () => {
    startupReady({ ...bangladesh, langList: ['EN', 'BN', 'PT'] });
    render(<LanguageSelect variant="list" />);
    expect(shown()[2]).toBe('PT-BR Português (Brasil)');
    await waitFor(() => expect(flags()[2]).toBe('BR'));
  });

  it('R4.71 R4.73 a choice is stored and applied without a reload', async () => {
    startupReady(bangladesh);
    render(<LanguageSelect variant="list" />);
    fireEvent.click(screen.getByRole('button', { name: /বাংলা/ }));
    await waitFor(() => expect($locale.get()).toBe('BN'));
    expect($config.get().language).toBe('BN');
    expect(screen.getByRole('button', { name: /বাংলা/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('ভাষা')).toBeTruthy();
  });

  it('R4.72 tells the server a signed-in member’s language', async () => {
    platform.on(endpoints.updateMemberLanguage, (input) => input);
    startupReady(philippines);
    signIn();
    render(<LanguageSelect variant="list" />);
    fireEvent.click(screen.getByRole('button', { name: /Filipino/ }));
    await waitFor(() => expect(platform.calls(endpoints.updateMemberLanguage)).toHaveLength(1));
    expect(platform.calls(endpoints.updateMemberLanguage)[0]?.body).toEqual({ language: 'TY' });
  });

  it('the menu variant opens from its button, closes on Escape and gives focus back', async () => {
    startupReady(philippines);
    render(<LanguageSelect />);
    const button = screen.getByRole('button', { name: 'Language: English' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const filipino = screen.getByRole('button', { name: /Filipino/ });
    filipino.focus();
    fireEvent.keyDown(filipino, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('the region button opens the region modal', () => {
    startupReady(philippines);
    render(<LanguageSelect showRegion />);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Region: Philippines' }));
    });
    expect($modal.get()).toEqual({ name: 'regionSelect', props: { reason: 'change' } });
  });
});
