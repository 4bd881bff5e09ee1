import { setLanguage } from '@lobbykit/sdk';
import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './error-state';
import { Skeleton } from './skeleton';

describe('ErrorState', () => {
  it('announces what happened and retries on request', () => {
    const retry = vi.fn();
    render(<ErrorState message="The games could not be loaded." onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('The games could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('labels the retry in the player language', async () => {
    await setLanguage('BN');
    render(<ErrorState message="…" onRetry={() => {}} />);
    expect(screen.getByRole('button').textContent).not.toBe('Try again');
    expect(/[\u0980-\u09FF]/.test(screen.getByRole('button').textContent ?? '')).toBe(true);
  });

  it('offers no retry button when there is nothing to retry', () => {
    render(<ErrorState message="Access is restricted." />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('Skeleton', () => {
  it('takes the shape it is given and stays hidden from screen readers', () => {
    const { container } = render(<Skeleton width="104px" height="104px" />);
    const shape = container.querySelector<HTMLElement>('.lk-skeleton')!;
    expect(shape.getAttribute('aria-hidden')).toBe('true');
    expect(shape.style.width).toBe('104px');
    expect(shape.style.height).toBe('104px');
  });
});
