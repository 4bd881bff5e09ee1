/** The notice bell's look, apart from its code: the header adopts it before a session needs the bell. */
export const noticeBellCss = `
.lk-bell {
  position: relative; display: grid; place-items: center; flex: none; width: 44px; height: 44px; padding: 0;
  border: 0; border-radius: 50%; background: none; color: var(--lk-text); cursor: pointer;
  transition: background-color var(--lk-duration) ease-out;
}
.lk-bell:hover { background: var(--lk-surface-2); }
.lk-bell svg { width: 22px; height: 22px; fill: none; stroke: currentColor; stroke-width: 1.8; stroke-linejoin: round; stroke-linecap: round; }
.lk-bell__badge {
  position: absolute; top: 4px; right: 2px; min-width: 18px; height: 18px; padding: 0 5px; border-radius: 9px;
  background: var(--lk-danger); color: #1a0309; font-size: 11px; font-weight: 700; line-height: 18px; text-align: center;
  font-variant-numeric: tabular-nums; box-shadow: 0 0 0 2px var(--lk-bg);
}
`;
