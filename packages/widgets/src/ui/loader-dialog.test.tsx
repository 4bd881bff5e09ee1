import { act, fireEvent, render } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { overlay } from '../testing/overlay';
import { LoaderDialog } from './loader-dialog';

describe('LoaderDialog (the loader/dialog helper)', () => {
  it('R2.43 shows a modal dialog with its message in the overlay', () => {
    render(<LoaderDialog open message="Saving your settings" onClose={() => {}} />);
    const dialog = overlay().getByRole('dialog', { name: 'Saving your settings' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });

  it('R2.44 closes on its button', () => {
    const onClose = vi.fn();
    render(<LoaderDialog open message="Done" buttonLabel="OK" onClose={onClose} />);
    fireEvent.click(overlay().getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('R2.44 closes on a click on the cover, and not on a click inside the card', () => {
    const onClose = vi.fn();
    render(<LoaderDialog open message="Done" onClose={onClose} />);
    const card = overlay().getByRole('dialog');
    fireEvent.click(card.querySelector('p')!);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(card.parentElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('R2.45 closes by itself when its time-out passes', async () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<LoaderDialog open busy timeoutMs={3000} onClose={onClose} />);
    await act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(onClose).not.toHaveBeenCalled();
    await act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner and the loading text while busy', () => {
    render(<LoaderDialog open busy onClose={() => {}} />);
    const dialog = overlay().getByRole('dialog', { name: 'Loading…' });
    expect(dialog.getAttribute('aria-busy')).toBe('true');
    expect(dialog.querySelector('.lk-spinner')).not.toBeNull();
  });
});
