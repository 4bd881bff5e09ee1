// The player site holds this widget's room until it mounts (host-site styles/pages.css, .lobby__jackpot:
// padding, border, title, gaps, note and amount line); change both (e2e home-first-banner measures the shift).
export const jackpotCss = `
:host { container-type: inline-size; }
.lk-jackpot {
  position: relative; overflow: hidden; display: flex; flex-direction: column; align-items: center; gap: 4px;
  padding: 20px 16px; text-align: center; border-radius: var(--lk-radius);
  border: 1px solid color-mix(in srgb, var(--lk-accent) 45%, var(--lk-border));
  background:
    radial-gradient(120% 140% at 50% 0%, color-mix(in srgb, var(--lk-accent) 22%, transparent), transparent 60%),
    linear-gradient(160deg, color-mix(in srgb, var(--lk-primary) 30%, var(--lk-surface)), var(--lk-surface));
}
.lk-jackpot__title {
  display: flex; align-items: center; gap: 8px; font-size: 14px; font-weight: 700;
  letter-spacing: 0.08em; text-transform: uppercase; color: var(--lk-accent);
}
.lk-jackpot__coin { flex: none; width: 22px; height: 22px; fill: none; stroke: currentColor; stroke-width: 1.8; }
.lk-jackpot__amount {
  max-width: 100%; overflow: hidden; text-overflow: ellipsis;
  /* Sized to the widget's own width (14 characters of bold digits), so any column shows all of it. */
  font-size: clamp(22px, 10cqi, 56px); font-weight: 800; white-space: nowrap; line-height: 1.15; color: var(--lk-accent);
  /* A box of its own size: each frame of the count-up lays out and repaints this line alone. */
  width: 100%; height: 1.15em; contain: strict;
  text-shadow: 0 2px 18px color-mix(in srgb, var(--lk-accent) 45%, transparent);
}
.lk-jackpot__note { font-size: 13px; color: var(--lk-text-muted); }
`;
