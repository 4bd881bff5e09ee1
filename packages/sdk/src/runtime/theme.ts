/** The `--lk-*` tokens of STYLE.md; the dark values are the default. */
export const darkTheme = {
  bg: '#0e1120',
  surface: '#171b2e',
  'surface-2': '#21263d',
  border: '#2c3250',
  text: '#f1f3fb',
  'text-muted': '#9aa2c4',
  // STYLE.md's #7b5cff gave white text 4.36:1, under its own 4.5:1 rule (axe color-contrast).
  primary: '#7555ff',
  'primary-text': '#ffffff',
  accent: '#f6c344',
  success: '#2fc77a',
  danger: '#ff5470',
  warning: '#ffa726',
  radius: '12px',
  'radius-sm': '8px',
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Bengali", sans-serif',
  'z-overlay': '2147483000',
};

export type ThemeToken = keyof typeof darkTheme;
export type ThemeTokens = Partial<Record<ThemeToken | `--lk-${ThemeToken}`, string>>;

/** The same tokens for light pages; colours keep 4.5:1 text contrast on their surfaces. */
export const lightTheme: Record<ThemeToken, string> = {
  ...darkTheme,
  bg: '#f4f5fb',
  surface: '#ffffff',
  'surface-2': '#eceef7',
  border: '#d5d9e8',
  text: '#14172a',
  'text-muted': '#545b7d',
  primary: '#5b3fe0',
  'primary-text': '#ffffff',
  accent: '#9a6b00',
  success: '#137a45',
  danger: '#c8233f',
  warning: '#a65a00',
};

export const themes = { dark: darkTheme, light: lightTheme } as const;
export type ThemeName = keyof typeof themes;

/** Sets `--lk-*` custom properties on an element (a widget host, the overlay, or `<html>`). */
export function applyTheme(target: HTMLElement, theme: ThemeName | ThemeTokens = 'dark'): void {
  const tokens: ThemeTokens = typeof theme === 'string' ? themes[theme] : theme;
  for (const [name, value] of Object.entries(tokens)) {
    if (value === undefined) continue;
    target.style.setProperty(name.startsWith('--') ? name : `--lk-${name}`, value);
  }
}
