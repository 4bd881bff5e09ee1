/** Adopted by the Google and Facebook buttons when they first render (they load with their own chunk). */
export const socialSignInCss = `
.lk-social { display: flex; flex-direction: column; gap: 12px; margin-top: 16px; }
/* No providers and nothing to say: no box, and no margin that grows the form when this chunk arrives. */
.lk-social[hidden] { display: none; }
.lk-social__group { display: flex; flex-direction: column; gap: 12px; min-width: 0; margin: 0; padding: 0; border: 0; }
.lk-social__title {
  display: flex; align-items: center; gap: 12px; width: 100%; margin: 0 0 12px; padding: 0;
  color: var(--lk-text-muted); font-size: 13px;
}
.lk-social__title::before, .lk-social__title::after { content: ''; flex: 1; border-top: 1px solid var(--lk-border); }
.lk-social__buttons { display: grid; grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); gap: 8px; }
.lk-social__button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 44px; padding: 0 16px;
  border: 1px solid var(--lk-border); border-radius: var(--lk-radius-sm); background: var(--lk-surface-2);
  color: var(--lk-text); font: inherit; font-weight: 600; cursor: pointer;
}
.lk-social__button:hover:not(:disabled) { border-color: var(--lk-link); }
.lk-social__button:focus-visible { outline: 2px solid var(--lk-link); outline-offset: 2px; }
.lk-social__button:disabled { opacity: 0.6; cursor: progress; }
.lk-social__mark {
  display: inline-grid; place-items: center; width: 22px; height: 22px; border-radius: 50%;
  font-weight: 700; font-size: 13px; color: #fff;
}
.lk-social__mark--google { background: #4285f4; }
.lk-social__mark--facebook { background: #1877f2; }
.lk-social__status, .lk-social__note { margin: 0; color: var(--lk-text-muted); font-size: 12px; text-align: center; }
`;
