import { darkTheme, lightTheme } from '@lobbykit/sdk';

/** Tokens the widgets need beyond STYLE.md's list, in the same `--lk-*` namespace. */
const extraDark = {
  // A deeper violet, not a lighter one: white text keeps 5.3:1 on it (a lighter #8f75ff gave 3.4:1).
  'primary-hover': '#6848ff',
  /** Links on a surface need more contrast than the primary fill gives (4.5:1). */
  link: '#b3a3ff',
  shadow: '0 12px 40px rgba(0, 0, 0, 0.45)',
  cover: 'rgba(6, 8, 18, 0.72)',
  duration: '200ms',
};
const extraLight: typeof extraDark = {
  'primary-hover': '#4a2fd0',
  link: '#4b2fd6',
  shadow: '0 12px 40px rgba(22, 26, 46, 0.18)',
  cover: 'rgba(22, 26, 46, 0.45)',
  duration: '200ms',
};

const darkTokens: Record<string, string> = { ...darkTheme, ...extraDark };

/**
 * Every `var(--lk-x)` gets the dark default as its fallback instead of the tokens being declared on
 * `:host`: a declaration on the host would beat what an operator set on `<html>` or the page
 * (the loader's `theme`), because a declared value wins over an inherited one.
 */
export function withTokenDefaults(css: string): string {
  return css.replace(/var\(--lk-([a-z0-9-]+)\)/g, (whole, name: string) => {
    const fallback = darkTokens[name];
    return fallback === undefined ? whole : `var(--lk-${name}, ${fallback})`;
  });
}

/** The light variant when asked for on the widget's own element (`data-theme="light"`). */
export const lightThemeCss = `:host([data-theme='light']), .lk-theme-light {
${Object.entries({ ...lightTheme, ...extraLight })
  .map(([name, value]) => `  --lk-${name}: ${value};`)
  .join('\n')}
  color-scheme: light;
}`;
