import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { matchRoute } from '../routing/routes';
import { MemberPage } from './member-page';

describe('member page', () => {
  it('R2.09 /member shows the member area: the member center widget', () => {
    const match = matchRoute('/member?page=withdraw');
    expect(match.route?.page).toBe('member');
    const html = renderToString(
      createElement(MemberPage, { route: match.route, search: Object.fromEntries(match.search) }),
    );
    expect(html).toContain('data-lk-widget="member-center"');
  });
});
