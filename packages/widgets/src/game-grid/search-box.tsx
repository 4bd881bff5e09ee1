import { useId } from 'react';
import { useTranslate } from '../ui/use-translate';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/** The name search of a game list: a labelled search field with a clear button. */
export function SearchBox({ value, onChange }: SearchBoxProps) {
  const t = useTranslate();
  const id = useId();
  return (
    <div className="lk-search">
      <label className="lk-sr-only" htmlFor={id}>
        {t('games.search')}
      </label>
      <svg
        className="lk-search__icon"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        aria-hidden="true"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <input
        id={id}
        className="lk-input lk-search__input"
        part="input search"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={64}
        placeholder={t('games.searchPlaceholder')}
        value={value}
        onInput={(event) => onChange((event.currentTarget as HTMLInputElement).value)}
      />
      {value ? (
        <button
          type="button"
          className="lk-search__clear"
          aria-label={t('games.clearSearch')}
          onClick={() => onChange('')}
        >
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
