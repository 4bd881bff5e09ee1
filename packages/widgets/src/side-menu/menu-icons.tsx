import type { JSX } from 'react';

/** Stroke icons of the side menu, 20 px on a 24 grid, drawn in the text colour. */
const PATHS: Record<string, string> = {
  invite:
    'M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7z',
  promotions: 'M3 11v3a1 1 0 0 0 1 1h2l4 4V6L6 10H4a1 1 0 0 0-1 1zM14 8a5 5 0 0 1 0 8M17 5a9 9 0 0 1 0 14',
  HOME: 'M3 11 12 3l9 8M5 10v10h5v-6h4v6h5V10',
  ELOTT: 'M4 7h16v4a2 2 0 0 0 0 4v4H4v-4a2 2 0 0 0 0-4zM14 7v12',
  LOTT: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 8v8M8 12h8',
  LIVE: 'M15 10l5-3v10l-5-3M3 6h12v12H3z',
  BINGO: 'M4 4h16v16H4zM4 10h16M4 15h16M10 4v16M15 4v16',
  SPORTS: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7l4 3-1.5 5h-5L8 10zM12 3v4M21 10l-5 0M3 10h5',
  ESPORTS: 'M6 9h12a4 4 0 0 1 0 8c-2 0-3-2-6-2s-4 2-6 2a4 4 0 0 1 0-8zM8 11v4M6 13h4M16 12h.01M18 14h.01',
  FISH: 'M3 12c3-5 9-6 14-3l4-3v12l-4-3c-5 3-11 2-14-3zM15 11h.01',
  RNG: 'M4 4h16v16H4zM9 4v16M15 4v16M6 12h1M11 12h2M17 12h1',
  PVP: 'M7 4h8l4 4v12H7zM11 10l2 2-2 2M15 14h-2',
  COCKFIGHT: 'M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM7 6H4v2a3 3 0 0 0 3 3M17 6h3v2a3 3 0 0 1-3 3',
  apps: 'M7 2h10v20H7zM11 18h2',
  pointMall: 'M12 2l3 6 6 .9-4.5 4.4 1 6.2L12 16.6 6.5 19.5l1-6.2L3 8.9 9 8z',
  help: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.5V14M12 17h.01',
  customerService: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19a3 3 0 0 1-3 3h-4',
  menu: 'M4 6h16M4 12h16M4 18h16',
  chevron: 'M9 6l6 6-6 6',
};

export function MenuIcon({ name }: { name: string }): JSX.Element {
  return (
    <svg
      className="lk-side__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      stroke-width="1.8"
      stroke-linecap="round"
      stroke-linejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name] ?? PATHS.RNG} />
    </svg>
  );
}
