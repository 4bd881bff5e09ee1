/** The account menu's VIP chip and red counters, apart from their code: the header adopts them before a session needs them. */
export const menuBadgesCss = `
/* The entry's words keep their width; a VIP chip that does not fit goes under them rather than squeeze them. */
.lk-menu:has(.lk-menu__vip) { min-width: 260px; }
.lk-menu__item:has(.lk-menu__vip) { flex-wrap: wrap; column-gap: 12px; row-gap: 4px; }
.lk-menu__label { flex: 1 0 auto; max-width: 100%; }
.lk-menu__vip {
  flex: none; padding: 2px 8px; border: 1px solid var(--lk-accent); border-radius: 999px;
  color: var(--lk-accent); font-size: 12px; font-weight: 700; white-space: nowrap;
}
.lk-counter, .lk-account__counter {
  display: inline-grid; place-items: center; flex: none; min-width: 20px; height: 20px; padding: 0 6px;
  border-radius: 10px; background: var(--lk-danger); color: #1a0309;
  font-size: 11px; font-weight: 700; line-height: 20px; font-variant-numeric: tabular-nums;
}
.lk-counter { margin-inline-start: 12px; }
.lk-account__avatar { position: relative; }
.lk-account__counter {
  position: absolute; top: -6px; right: -8px; min-width: 18px; height: 18px; padding: 0 5px; line-height: 18px;
  box-shadow: 0 0 0 2px var(--lk-bg);
}
`;
