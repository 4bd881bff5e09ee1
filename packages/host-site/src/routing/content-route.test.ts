import { describe, expect, it } from 'vitest';
import { matchRoute, redirectFor } from './routes';

describe('blog and app install guide routes', () => {
  it('R2.103 /blog and /guides show the seeded pages, the hash naming one (/guides#android), for guests too', () => {
    const guides = matchRoute('/Guides#android');
    expect(guides.route).toMatchObject({ page: 'content', content: 'guide' });
    expect(guides.hash).toBe('android');
    expect(matchRoute('/blog').route).toMatchObject({ page: 'content', content: 'blog' });
    const guest = { isLogin: false, isAgent: false, isTrial: false };
    expect(redirectFor(guides.route, guest)).toBeNull();
    expect(redirectFor(matchRoute('/blog').route, { ...guest, isLogin: true, isTrial: true })).toBeNull();
  });
});
