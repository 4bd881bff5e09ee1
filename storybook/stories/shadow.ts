/** Play-function helpers: widgets live in shadow roots, which Storybook's queries do not enter. */

export async function widgetRoot(canvas: HTMLElement, selector = 'input, button'): Promise<ShadowRoot> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const root = canvas.querySelector<HTMLElement>('[data-lk-widget]')?.shadowRoot;
    if (root?.querySelector(selector)) return root;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No widget with ${selector} rendered`);
}

export async function overlayElement(selector: string): Promise<HTMLElement> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = document.querySelector('lk-overlay')?.shadowRoot?.querySelector<HTMLElement>(selector);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Nothing matches ${selector} in the overlay`);
}

export function type(root: ParentNode, name: string, value: string): void {
  const input = root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`No input named ${name}`);
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function tickTerms(root: ParentNode): void {
  // The terms box is the form's last: remember-me comes before it.
  [...root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].at(-1)?.click();
}

export function submit(root: ParentNode): void {
  root.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
}
