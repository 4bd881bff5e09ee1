/** Adopted by the captcha field itself when it first renders (it loads with its own chunk). */
export const captchaFieldCss = `
.lk-captcha { display: grid; grid-template-columns: minmax(0, 1fr) auto auto; gap: 8px; align-items: stretch; }
.lk-captcha__image {
  display: block; width: 120px; height: 44px; object-fit: contain;
  background: #fff; border-radius: var(--lk-radius-sm); border: 1px solid var(--lk-border);
}
.lk-captcha__refresh {
  display: grid; place-items: center; width: 44px; height: 44px; padding: 0;
  border: 1px solid var(--lk-border); border-radius: var(--lk-radius-sm);
  background: var(--lk-surface-2); color: var(--lk-text); cursor: pointer;
}
.lk-captcha__refresh:hover { border-color: var(--lk-text-muted); }
.lk-captcha__refresh svg { width: 20px; height: 20px; }
/* A narrow form gives the input its own row, the picture and its refresh below. */
@container lk-login (max-width: 360px) {
  .lk-captcha { grid-template-columns: auto minmax(0, 1fr); }
  .lk-captcha .lk-input { grid-column: 1 / -1; }
}
`;
