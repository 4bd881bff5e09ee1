import {
  DATE_PRESETS,
  DAY_RANGE_MAX,
  type DatePreset,
  type DayRange,
  dayRangeProblem,
  presetOf,
  presetRange,
} from '@lobbykit/sdk/member-center';
import { useId, useState } from 'react';
import { useTranslate } from '../../ui/use-translate';
import '../messages/records-messages';

export const dateRangePickerCss = `
.lk-range { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; border: 0; min-width: 0; }
.lk-range__legend { padding: 0; font-size: 13px; font-weight: 600; color: var(--lk-text-muted); }
.lk-range__days { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px; }
.lk-range__days label { display: flex; flex-direction: column; gap: 4px; font-size: 12px; color: var(--lk-text-muted); }
.lk-range__days input { color-scheme: dark; }
.lk-range__presets { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; border: 0; min-width: 0; }
.lk-range__preset {
  min-height: 44px; padding: 8px 12px; border-radius: 999px; cursor: pointer;
  background: var(--lk-surface-2); color: var(--lk-text); border: 1px solid var(--lk-border); font-weight: 600;
}
.lk-range__preset[aria-pressed='true'] { background: var(--lk-primary); color: var(--lk-primary-text); border-color: var(--lk-primary); }
.lk-range__problem { margin: 0; font-size: 13px; color: var(--lk-danger); }
`;

interface DateRangePickerProps {
  value: DayRange;
  /** Called only with a range the server would accept (R9.43 presets or two valid days). */
  onChange(range: DayRange): void;
  /** Which presets to offer; every one of R9.43 unless told. */
  presets?: readonly DatePreset[];
}

/**
 * The record pages' day range: two date inputs and the presets of R9.43 (next and previous 7 and
 * 30 days). A typed range is checked before it is passed on, so the page never asks for a range
 * the server would refuse.
 */
export function DateRangePicker({ value, onChange, presets = DATE_PRESETS }: DateRangePickerProps) {
  const t = useTranslate();
  const id = useId();
  const [draft, setDraft] = useState<DayRange>(value);
  const [shown, setShown] = useState<DayRange>(value);
  // A new value from the page (a preset, a reset) replaces what was typed.
  if (shown.startDate !== value.startDate || shown.endDate !== value.endDate) {
    setShown(value);
    setDraft(value);
  }
  const problem = dayRangeProblem(draft);
  const chosen = presetOf(value);

  const edit = (next: DayRange) => {
    setDraft(next);
    if (!dayRangeProblem(next)) onChange(next);
  };

  return (
    <fieldset className="lk-range">
      <legend className="lk-range__legend">{t('memberRecords.range.legend')}</legend>
      <div className="lk-range__days">
        <label htmlFor={`${id}-start`}>
          {t('memberRecords.range.start')}
          <input
            id={`${id}-start`}
            className="lk-input"
            type="date"
            value={draft.startDate}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => edit({ ...draft, startDate: event.currentTarget.value })}
          />
        </label>
        <label htmlFor={`${id}-end`}>
          {t('memberRecords.range.end')}
          <input
            id={`${id}-end`}
            className="lk-input"
            type="date"
            value={draft.endDate}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => edit({ ...draft, endDate: event.currentTarget.value })}
          />
        </label>
      </div>
      {problem ? (
        <p className="lk-range__problem" id={`${id}-problem`} role="alert">
          {t(`memberRecords.range.${problem}`, { days: DAY_RANGE_MAX })}
        </p>
      ) : null}
      <fieldset className="lk-range__presets">
        <legend className="lk-sr-only">{t('memberRecords.range.presets')}</legend>
        {presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className="lk-range__preset"
            aria-pressed={chosen === preset}
            onClick={() => onChange(presetRange(preset))}
          >
            {t(`memberRecords.range.${preset}`)}
          </button>
        ))}
      </fieldset>
    </fieldset>
  );
}
