import { describe, expect, it } from 'vitest';
import { $router } from './router';
import { routes } from './routes';

/** The page the site shows after opening `path` in the location store the app reads. */
function pageAt(path: string) {
  // A different page first: the store ignores opening the location it already holds.
  $router.open('/rng');
  $router.open(path);
  const location = $router.get();
  const route = routes.find((candidate) => candidate.name === location?.route);
  return { page: route?.page, modal: route?.modal };
}

describe('the location store', () => {
  it("R2.01 shows the home page at '', /, /index, index.html, /home, /login, /register and /help", () => {
    expect(pageAt('')).toEqual({ page: 'home', modal: undefined });
    expect(pageAt('/')).toEqual({ page: 'home', modal: undefined });
    expect(pageAt('/index')).toEqual({ page: 'home', modal: undefined });
    expect(pageAt('index.html')).toEqual({ page: 'home', modal: undefined });
    expect(pageAt('/home')).toEqual({ page: 'home', modal: undefined });
    expect(pageAt('/login')).toEqual({ page: 'home', modal: 'login' });
    expect(pageAt('/register')).toEqual({ page: 'home', modal: 'register' });
    expect(pageAt('/help')).toEqual({ page: 'home', modal: 'help' });
  });

  it('R2.01 keeps the home page at /HOME and /home/ (case and a trailing slash do not matter)', () => {
    expect(pageAt('/HOME').page).toBe('home');
    expect(pageAt('/home/').page).toBe('home');
    expect(pageAt('/Index.HTML').page).toBe('home');
  });

  it('shows no home page for other paths', () => {
    expect(pageAt('/rng').page).toBe('gameList');
    expect(pageAt('/homes').page).toBeUndefined();
  });
});
