import { navigate, siteIsElsewhere, siteUrl } from '@lobbykit/sdk';
import type { ReactNode } from 'react';

interface SiteLinkProps {
  /** The player site's path, `/help#term`. */
  path: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link from a widget to a player-site page. Its href resolves against the configured site base,
 * never the host page, so on a partner page it leads to the player site (in a new tab, the form
 * stays filled in); a click asks the host first (`lobbykit:navigate`), so the player site's router
 * stays client-side.
 */
export function SiteLink({ path, className = 'lk-link', children }: SiteLinkProps) {
  const elsewhere = siteIsElsewhere();
  return (
    <a
      className={className}
      href={siteUrl(path)}
      {...(elsewhere ? { target: '_blank', rel: 'noopener' } : {})}
      onClick={(event) => {
        event.preventDefault();
        navigate(path);
      }}
    >
      {children}
    </a>
  );
}
