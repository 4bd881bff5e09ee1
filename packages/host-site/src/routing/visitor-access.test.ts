import { describe, expect, it } from 'vitest';
import { matchRoute, redirectFor } from './routes';

const anonymous = { isLogin: false, isAgent: false, isTrial: false };

/** Where an anonymous visitor ends up on `path`: the route shown and the modal over it. */
function visit(path: string) {
  const first = matchRoute(path).route;
  const redirect = redirectFor(first, anonymous);
  const shown = redirect ? matchRoute(redirect).route : first;
  return { redirect, page: shown?.page, modal: shown?.modal };
}

describe('anonymous visitors', () => {
  it('R6.02 can open the login popup and the registration modal', () => {
    expect(visit('/login')).toEqual({ redirect: null, page: 'home', modal: 'login' });
    expect(visit('/register')).toEqual({ redirect: null, page: 'home', modal: 'register' });
  });

  it.each(['/lottery', '/seaLottery', '/vnLottery', '/member'])(
    'R6.03 cannot open %s and get the login popup instead',
    (path) => {
      expect(visit(path)).toEqual({ redirect: '/login', page: 'home', modal: 'login' });
    },
  );
});
