export const modalCss = `
.lk-cover {
  position: fixed; inset: 0; z-index: var(--lk-z-overlay);
  display: grid; place-items: center; padding: 16px;
  background: var(--lk-cover); font-family: var(--lk-font); font-size: 14px; line-height: 1.45; color: var(--lk-text);
  animation: lk-fade var(--lk-duration) ease-out;
}
.lk-modal {
  position: relative; display: flex; flex-direction: column;
  width: min(440px, 100%); max-height: calc(100vh - 32px); overflow: auto;
  background: var(--lk-surface); color: var(--lk-text);
  border: 1px solid var(--lk-border); border-radius: var(--lk-radius); box-shadow: var(--lk-shadow);
  animation: lk-rise var(--lk-duration) ease-out;
}
.lk-modal__header {
  display: flex; align-items: center; justify-content: space-between; gap: 12px;
  padding: 16px 16px 0 24px;
}
.lk-modal__title { font-size: 18px; font-weight: 700; overflow-wrap: anywhere; }
.lk-modal__close {
  flex: none; display: grid; place-items: center; width: 44px; height: 44px; padding: 0;
  border: 0; border-radius: var(--lk-radius-sm); background: transparent; color: var(--lk-text-muted); cursor: pointer;
}
.lk-modal__close:hover { background: var(--lk-surface-2); color: var(--lk-text); }
.lk-modal__close svg { width: 20px; height: 20px; }
.lk-modal__body { padding: 16px 24px 24px; }
@media (max-width: 479.98px) {
  .lk-cover { padding: 0; place-items: stretch; }
  .lk-modal { width: 100%; max-height: none; min-height: 100%; border: 0; border-radius: 0; }
  .lk-modal__body { padding: 16px; }
  .lk-modal__header { padding-left: 16px; }
  .lk-cover--compact { place-items: end stretch; }
  .lk-cover--compact .lk-modal { min-height: 0; border-top: 1px solid var(--lk-border); border-radius: var(--lk-radius) var(--lk-radius) 0 0; }
}
`;
