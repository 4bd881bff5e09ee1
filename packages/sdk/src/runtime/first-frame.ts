import { isRuntimeSheet } from './styles';

/**
 * The first frame drawn into a shadow root before the runtime came (packages/widgets/build/first-frames.mjs):
 * the widget's own first render as static HTML, marked `data-lk-frame`, drawn by the loader's
 * `first-frame.js` (with a constructable sheet of its own) or by the page's HTML parser from the
 * `frames/<name>.<LANG>.html` markup the page holds (a declarative shadow root, with a `<style>`).
 * The loading box never replaces it, and the widget's first render takes it over: the same inputs in
 * the same order, so what the player typed goes into each (as input events, so the widget's state
 * has it), a box ticked there is ticked (a click), and the focused one keeps the focus. The frame's
 * own styles go with it.
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
  render();
  if (!frame) return;
  // first-frame.js's sheet (a declarative frame's <style> went with the frame's other children).
  root.adoptedStyleSheets = root.adoptedStyleSheets.filter(isRuntimeSheet);
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
