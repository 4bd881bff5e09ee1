import { act, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { overlay } from '../testing/overlay';
import { MODAL_DELAY_MS, Modal } from './modal';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Deposit"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <input aria-label="Amount" />
        <button type="button">Pay</button>
      </Modal>
    </>
  );
}

async function openModal() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  await act(() => {
    vi.advanceTimersByTime(MODAL_DELAY_MS);
  });
  return opener;
}

describe('Modal', () => {
  it('R2.41 opens after a 100 ms delay', async () => {
    vi.useFakeTimers();
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await act(() => {
      vi.advanceTimersByTime(MODAL_DELAY_MS - 1);
    });
    expect(overlay().queryByRole('dialog')).toBeNull();
    await act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(overlay().getByRole('dialog', { name: 'Deposit' })).toBeTruthy();
  });

  it('R2.40 is at least 200 x 200 by default', async () => {
    vi.useFakeTimers();
    render(<Harness />);
    await openModal();
    const dialog = overlay().getByRole('dialog');
    expect(dialog.style.minHeight).toBe('200px');
    expect(dialog.style.minWidth).toContain('200px');
  });

  it('is an accessible modal dialog named by its title, with a visible close button', async () => {
    vi.useFakeTimers();
    render(<Harness />);
    await openModal();
    const dialog = overlay().getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const title = overlay().getByRole('heading', { name: 'Deposit' });
    expect(dialog.getAttribute('aria-labelledby')).toBe(title.id);
    expect(overlay().getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('R2.42 stays open when the cover outside the dialog is clicked', async () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await openModal();
    const cover = overlay().getByRole('dialog').parentElement!;
    fireEvent.mouseDown(cover);
    fireEvent.click(cover);
    fireEvent.click(document.body);
    expect(onClose).not.toHaveBeenCalled();
    expect(overlay().getByRole('dialog')).toBeTruthy();
  });

  it('closes on Escape and on its close button', async () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await openModal();
    fireEvent.keyDown(overlay().getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(overlay().queryByRole('dialog')).toBeNull();

    await openModal();
    fireEvent.click(overlay().getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(overlay().queryByRole('dialog')).toBeNull();
  });

  it('moves focus inside, keeps Tab inside, and returns focus to the opener on close', async () => {
    vi.useFakeTimers();
    render(<Harness />);
    const opener = await openModal();
    const amount = overlay().getByRole('textbox', { name: 'Amount' });
    const root = amount.getRootNode() as ShadowRoot;
    expect(root.activeElement).toBe(amount);

    const pay = overlay().getByRole('button', { name: 'Pay' });
    pay.focus();
    fireEvent.keyDown(pay, { key: 'Tab' });
    // Pay is the last focusable: Tab wraps to the first, the close button in the header.
    expect(root.activeElement).toBe(overlay().getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(root.activeElement!, { key: 'Tab', shiftKey: true });
    expect(root.activeElement).toBe(pay);

    fireEvent.keyDown(pay, { key: 'Escape' });
    expect(document.activeElement).toBe(opener);
  });
});
