import { useId } from 'react';

interface RecordFilterProps {
  label: string;
  /** The first option, which filters nothing (its value is ''). */
  allLabel: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** One labelled select of a records page's filters, with an "all" option first. */
export function RecordFilter({ label, allLabel, value, options, onChange }: RecordFilterProps) {
  const id = useId();
  return (
    <div className="lk-field">
      <label className="lk-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="lk-select"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
