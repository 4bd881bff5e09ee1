import { presetRange } from '@lobbykit/sdk/member-center';
import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { DateRangePicker } from './date-range-picker';

describe('date range picker', () => {
  it('R9.43 offers next and previous 7 and 30 days, and a preset sets its range', () => {
    const onChange = vi.fn();
    render(<DateRangePicker value={presetRange('previous7')} onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Quick ranges' });
    expect([...group.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Previous 7 days',
      'Previous 30 days',
      'Next 7 days',
      'Next 30 days',
    ]);
    expect(screen.getByRole('button', { name: 'Previous 7 days' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Next 30 days' }));
    expect(onChange).toHaveBeenCalledWith(presetRange('next30'));
  });

  it('passes a typed range on, but not an end before the start, which it explains', () => {
    const onChange = vi.fn();
    render(
      <DateRangePicker value={{ startDate: '2026-03-01', endDate: '2026-03-07' }} onChange={onChange} />,
    );
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-05' } });
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2026-03-01', endDate: '2026-03-05' });
    onChange.mockClear();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-09' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('The end date is before the start date.');
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
  });
});
