import { $locale } from '@lobbykit/sdk/runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { linkBengaliFont } from './bengali-font';

const links = () =>
  [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));

let stop = () => {};
afterEach(() => {
  stop();
  $locale.set('EN');
  document.head.innerHTML = '';
});

describe('the embed bundle links the Bengali font', () => {
  it('not for an EN or TY page', () => {
    $locale.set('EN');
    stop = linkBengaliFont('https://cdn.test/lk/lobbykit@0.1.0/lobbykit.js');
    $locale.set('TY');
    expect(links()).toEqual([]);
  });

  it('once into the document when the page speaks BN, from the start or after a switch', () => {
    stop = linkBengaliFont('https://cdn.test/lk/lobbykit@0.1.0/lobbykit.js');
    expect(links()).toEqual([]);
    $locale.set('BN');
    $locale.set('EN');
    $locale.set('BN');
    expect(links()).toEqual(['https://cdn.test/lk/lobbykit@0.1.0/fonts/bengali.css']);
  });
});
