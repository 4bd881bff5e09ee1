/**
 * A partner's theme, from the partner's own stylesheet only: `--lk-*` custom properties on a
 * container (they inherit into every widget's shadow root) and `::part()` rules for the parts the
 * widgets name. Nothing else of the page reaches inside.
 */
export const PARTNER_THEME_CSS = `
.partner-theme {
  --lk-font: Georgia, 'Times New Roman', serif;
  --lk-bg: #1b1410;
  --lk-surface: #2a1e16;
  --lk-surface-2: #3a2a1f;
  --lk-border: #6b4f33;
  --lk-text: #f5ead8;
  --lk-text-muted: #cdb99b;
  --lk-primary: #8a5a12;
  --lk-primary-hover: #74480a;
  --lk-primary-text: #fff8ec;
  --lk-accent: #f0c36a;
  --lk-link: #f0c36a;
  --lk-radius: 2px;
  --lk-radius-sm: 2px;
}
.partner-theme [data-lk-widget]::part(title) {
  font-variant: small-caps;
  letter-spacing: 0.04em;
  color: #f0c36a;
}
.partner-theme [data-lk-widget]::part(button-primary) {
  text-transform: uppercase;
  letter-spacing: 0.08em;
  border-bottom: 3px solid #c8963e;
}
.partner-theme [data-lk-widget]::part(input) {
  border-width: 0 0 2px;
  border-radius: 0;
  background: transparent;
}
.partner-theme [data-lk-widget]::part(balance) {
  color: #f0c36a;
}
`;
