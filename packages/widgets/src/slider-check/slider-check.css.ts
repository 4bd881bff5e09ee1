/** Adopted by the slider check when it first renders (it loads with the SMS forms' chunk). */
export const sliderCheckCss = `
.lk-slider { display: grid; gap: 8px; margin: 4px 0 12px; padding: 0; border: 0; min-width: 0; max-width: 100%; }
.lk-slider__title { margin: 0 0 8px; padding: 0; font-size: 14px; font-weight: 600; color: var(--lk-text); }
.lk-slider__hint { margin: 0; font-size: 12px; color: var(--lk-text-muted); }
.lk-slider__stage {
  position: relative; width: 100%; overflow: hidden; border-radius: var(--lk-radius-sm);
  border: 1px solid var(--lk-border); background: var(--lk-surface-2);
}
.lk-slider__stage img { display: block; user-select: none; -webkit-user-drag: none; pointer-events: none; }
.lk-slider__image { width: 100%; height: auto; }
.lk-slider__piece { position: absolute; height: auto; filter: drop-shadow(0 2px 4px rgba(0, 0, 0, 0.6)); }
.lk-slider__placeholder { display: grid; place-items: center; font-size: 13px; color: var(--lk-text-muted); }
.lk-slider__track {
  position: relative; height: 40px; border-radius: 20px; touch-action: none;
  background: var(--lk-surface-2); border: 1px solid var(--lk-border);
}
.lk-slider__fill {
  position: absolute; inset: 0 auto 0 0; border-radius: 20px 0 0 20px;
  background: color-mix(in srgb, var(--lk-primary) 35%, transparent);
}
.lk-slider__handle {
  position: absolute; top: -1px; bottom: -1px; display: grid; place-items: center;
  border-radius: 20px; background: var(--lk-primary); color: var(--lk-primary-text);
  cursor: grab; touch-action: none; font-size: 18px; line-height: 1;
}
.lk-slider__handle:active, .lk-slider--dragging .lk-slider__handle { cursor: grabbing; }
.lk-slider--failed .lk-slider__handle { background: var(--lk-danger); }
.lk-slider--passed .lk-slider__handle { background: var(--lk-success); }
.lk-slider__status { min-height: 18px; margin: 0; font-size: 13px; color: var(--lk-text-muted); }
.lk-slider--failed .lk-slider__status { color: var(--lk-danger); }
.lk-slider--passed .lk-slider__status { color: var(--lk-success); }
.lk-slider__refresh {
  flex: none; padding: 6px 0; background: none; border: 0; cursor: pointer;
  color: var(--lk-link); font: inherit; font-size: 13px; font-weight: 600; text-decoration: underline;
}
.lk-slider__footer { display: flex; justify-content: space-between; align-items: center; gap: 8px; }
`;
