import { $config, $startup, openModal } from '@lobbykit/sdk';
import { changeLanguage, type LocaleEntry, localesFor, REGION_SELECT_MODAL } from '@lobbykit/sdk/locales';
import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import { CountryFlag } from '../wallet-header/country-flags';
import './messages/language-select-messages';

export interface LanguageSelectProps {
  /** `menu`: a button that opens the list (headers); `list`: every language at once (side menus). */
  variant?: 'menu' | 'list' | undefined;
  /** Adds the region button that opens the region modal. */
  showRegion?: boolean | undefined;
  /** Opens the menu on first render, for stories and screenshots. */
  initiallyOpen?: boolean | undefined;
}

/** English until startup has said which languages the merchant offers (R9.29). */
const beforeStartup = localesFor(['EN']);

function LocaleOption({
  locale,
  selected,
  onChoose,
}: {
  locale: LocaleEntry;
  selected: boolean;
  onChoose: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        className="lk-lang__option"
        aria-pressed={selected}
        lang={locale.code === 'TY' ? 'fil' : locale.code.toLowerCase()}
        onClick={onChoose}
      >
        <CountryFlag country={locale.country} />
        <span className="lk-lang__code">{locale.label}</span>
        <span className="lk-lang__name">{locale.name}</span>
      </button>
    </li>
  );
}

/**
 * The language select of the side menu and header (R2.63 flags, R2.64 PT shown as PT-BR): the
 * merchant's langList from the catalogue. A choice is stored, sent to the server for a member and
 * applied without a reload (the sdk's `changeLanguage`).
 */
export function LanguageSelect({
  variant = 'menu',
  showRegion = false,
  initiallyOpen = false,
}: LanguageSelectProps) {
  const t = useTranslate();
  const listId = useId();
  const config = useStore($config);
  const startup = useStore($startup);
  const merchant = startup.phase === 'ready' ? startup.permission?.merchant : undefined;
  const locales = merchant ? localesFor(merchant.langList) : beforeStartup;
  const current = locales.find((locale) => locale.code === config.language) ?? locales[0];
  const [open, setOpen] = useState(initiallyOpen);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    // The page cannot see into the shadow root: composedPath() can.
    const onPointerDown = (event: Event) => {
      if (rootRef.current && !event.composedPath().includes(rootRef.current)) setOpen(false);
    };
    // Escape from inside the shadow root reaches the document: keyboard events are composed.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  function choose(locale: LocaleEntry) {
    if (variant === 'menu') {
      setOpen(false);
      buttonRef.current?.focus();
    }
    void changeLanguage(locale.code);
  }

  const list = (
    <ul className="lk-lang__list" id={listId} aria-label={t('languageSelect.label')}>
      {locales.map((locale) => (
        <LocaleOption
          key={locale.code}
          locale={locale}
          selected={locale.code === current?.code}
          onChoose={() => choose(locale)}
        />
      ))}
    </ul>
  );

  return (
    <div className={`lk-lang lk-lang--${variant}`} ref={rootRef}>
      {variant === 'menu' ? (
        <div className="lk-lang__menu">
          <button
            ref={buttonRef}
            type="button"
            className="lk-lang__button"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={t('languageSelect.current', { name: current?.name ?? '' })}
            onClick={() => setOpen((was) => !was)}
          >
            {current ? <CountryFlag country={current.country} /> : null}
            <span className="lk-lang__code" aria-hidden="true">
              {current?.label}
            </span>
            <span className="lk-lang__caret" aria-hidden="true" />
          </button>
          {open ? <div className="lk-lang__popover">{list}</div> : null}
        </div>
      ) : (
        <>
          <p className="lk-lang__heading">{t('languageSelect.label')}</p>
          {list}
        </>
      )}
      {showRegion && merchant ? (
        <button
          type="button"
          className="lk-lang__region"
          aria-label={t('languageSelect.region', { name: merchant.countryName })}
          onClick={() => openModal(REGION_SELECT_MODAL, { reason: 'change' })}
        >
          <CountryFlag country={merchant.country} />
          <span className="lk-lang__name">{merchant.countryName}</span>
        </button>
      ) : null}
    </div>
  );
}
