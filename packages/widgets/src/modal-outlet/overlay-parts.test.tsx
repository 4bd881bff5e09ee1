import { dialogs, openModal, overlayRoot } from '@lobbykit/sdk';
import { act, fireEvent, render } from '@testing-library/preact';
import { beforeAll, describe, expect, it } from 'vitest';
import { installDialogs } from '../dialogs/install-dialogs';
import { overlay } from '../testing/overlay';
import { ModalOutlet } from './modal-outlet';
import { registerModalView } from './modal-views';

/**
 * The `::part()` names a partner styles the dialogs with (storybook Embedding/Theming: dialogs render
 * in `<lk-overlay>`, so `lk-overlay::part(button-primary)`): the overlay's shadow root carries the
 * same part names as the widgets, on its direct tree, where one `::part()` level reaches them.
 */
const partsIn = (root: ParentNode) =>
  new Set(
    [...root.querySelectorAll('[part]')].flatMap((element) =>
      (element.getAttribute('part') ?? '').split(/\s+/),
    ),
  );

beforeAll(() => installDialogs());

describe('the overlay part names (issue 15 item 2)', () => {
  it("a confirm dialog's buttons are lk-overlay::part(button) with button-primary and their kind", async () => {
    const answer = dialogs().confirm('Leave the game?');
    await overlay().findByRole('dialog', {}, { timeout: 2000 });
    expect(overlay().getByRole('dialog').getAttribute('part')).toBe('dialog');
    const ok = overlay().getByRole('button', { name: 'OK' });
    expect(ok.getAttribute('part')?.split(' ')).toEqual(['button', 'button-primary']);
    const cancel = overlay().getByRole('button', { name: 'Cancel' });
    expect(cancel.getAttribute('part')?.split(' ')).toContain('button');
    fireEvent.click(cancel);
    expect(await answer).toBe(false);
  });

  it('the login popup in the overlay offers dialog, title, form, alert, label, input and button-primary', async () => {
    registerModalView('login', () => import('../login/login-dialog').then((module) => module.loginModalView));
    render(<ModalOutlet />);
    act(() => openModal('login'));
    await overlay().findByRole('dialog', {}, { timeout: 3000 });
    await overlay().findByRole('button', { name: 'Log in' }, { timeout: 3000 });
    const parts = partsIn(overlayRoot());
    for (const name of ['dialog', 'title', 'form', 'alert', 'label', 'input', 'button', 'button-primary'])
      expect(parts, `part ${name}`).toContain(name);
  });
});
