/**
 * The first frame the loader's `first-frame.js` drew into a shadow root before the runtime came
 * (packages/widgets/build/first-frames.mjs): the widget's own first render as static HTML, marked
 * `data-lk-frame`. The loading box never replaces it, and the widget's first render takes it over:
 * the same inputs in the same order, so what the player typed goes into each (as input events, so
 * the widget's state has it), a box ticked there is ticked (a click), and the focused one keeps the
 * focus. The frame's own sheet, adopted first, goes with it.
 */

/** The frame in `root`, if the loader drew one that nothing has replaced yet. */
export const frameOf = (root: ShadowRoot): Element | null => root.querySelector('[data-lk-frame]');

/**
 * Renders the widget over the frame in `root` with `render` (which clears the root), carrying over
 * the frame's typed values, ticks and focus; just `render` where there is no frame.
 */
export function overFrame(root: ShadowRoot, render: () => void): void {
  const frame = frameOf(root);
  const typed = frame ? [...frame.querySelectorAll('input')] : [];
  const focused = root.activeElement;
  const sheet = root.adoptedStyleSheets[0];
  render();
  if (!frame) return;
  root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  const inputs = root.querySelectorAll('input');
  typed.forEach((was, index) => {
    const input = inputs[index];
    if (input?.type !== was.type) return;
    if (input.type === 'checkbox' || input.type === 'radio') {
      if (input.checked !== was.checked) input.click();
    } else if (input.value !== was.value) {
      input.value = was.value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (was === focused) input.focus();
  });
}
