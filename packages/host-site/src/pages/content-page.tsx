import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { PageProps } from './page-props';

/**
 * /blog and /guides (R2.103): the merchant's blog posts or app install guides, open to guests as the
 * help center is. The router's hash picks the page (/guides#android), passed on so a navigation made
 * by pushState, which fires no hashchange, reaches the widget too.
 */
export function ContentPage({ route, hash = '' }: PageProps) {
  const section = route?.content ?? 'blog';
  return (
    <div className="page">
      <LobbyKitWidget
        key={section}
        name="content-pages"
        props={hash ? { section, topic: hash } : { section }}
      />
    </div>
  );
}
