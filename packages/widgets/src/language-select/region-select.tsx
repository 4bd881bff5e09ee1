import { $config, closeModal, type Loadable } from '@lobbykit/sdk';
import {
  chooseRegion,
  findLocale,
  loadRegions,
  REGION_SELECT_MODAL,
  type RegionEntry,
} from '@lobbykit/sdk/locales';
import { ErrorState } from '../ui/error-state';
import { Modal } from '../ui/modal';
import { Skeleton } from '../ui/skeleton';
import { useLoadable } from '../ui/use-loadable';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import { CountryFlag } from '../wallet-header/country-flags';
import './messages/language-select-messages';

export interface RegionSelectProps {
  /** Why it opened: no country known (R4.43), the country needs choosing (R4.44), or the player asked. */
  reason?: 'unknown' | 'choose' | 'change' | undefined;
  /** The visitor's country: its regions come first. */
  countryCode?: string | undefined;
  /** Regions to show without asking the server (stories). */
  regions?: RegionEntry[] | undefined;
}

const languageLabels = (langList: string[]) =>
  langList.map((code) => findLocale(code)?.label ?? code).join(', ');

/**
 * The region modal (spec section 2): every merchant's region with its flag, currency and languages.
 * Choosing another merchant's region switches to it (storage cleared but hisLang, reload to `/`).
 */
export function RegionSelect({ reason = 'change', countryCode = '', regions: given }: RegionSelectProps) {
  const t = useTranslate();
  const config = useStore($config);
  // Regions a story gives are shown as they are; otherwise asked when the modal opens.
  const [asked, store] = useLoadable(() => (given ? Promise.resolve(given) : loadRegions()));
  const load: Loadable<RegionEntry[]> = given ? { status: 'ready', data: given } : asked;

  const wanted = countryCode.toUpperCase();
  const ordered =
    load.status === 'ready'
      ? [...load.data].sort((a, b) => Number(b.country === wanted) - Number(a.country === wanted))
      : [];

  return (
    <Modal
      open
      title={t('languageSelect.regionTitle')}
      onClose={() => closeModal(REGION_SELECT_MODAL)}
      minWidth={280}
    >
      <div className="lk-region">
        <p className="lk-region__intro">
          {reason === 'unknown' ? t('languageSelect.regionUnknown') : t('languageSelect.regionChoose')}
        </p>
        {load.status === 'loading' ? (
          <ul className="lk-region__list" aria-busy="true">
            {[0, 1].map((index) => (
              <li key={index}>
                <Skeleton height="64px" />
              </li>
            ))}
          </ul>
        ) : load.status === 'failed' ? (
          <ErrorState
            message={`${t('languageSelect.loadError')} ${load.failure.message}`}
            onRetry={store.retry}
          />
        ) : (
          <ul className="lk-region__list">
            {ordered.map((region) => {
              const isCurrent = region.merchantCode === config.merchantCode;
              return (
                <li key={region.merchantCode}>
                  <button
                    type="button"
                    className="lk-region__option"
                    aria-current={isCurrent ? 'true' : undefined}
                    onClick={() => chooseRegion(region)}
                  >
                    <CountryFlag country={region.country} />
                    <span className="lk-region__text">
                      <strong>{region.countryName}</strong>
                      <span>
                        {t('languageSelect.currency', {
                          currency: `${region.currencySymbol} ${region.currency}`,
                        })}
                      </span>
                      <span>
                        {t('languageSelect.languages', { languages: languageLabels(region.langList) })}
                      </span>
                    </span>
                    {isCurrent ? (
                      <span className="lk-region__badge">{t('languageSelect.currentRegion')}</span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <p className="lk-region__note">{t('languageSelect.regionNote')}</p>
      </div>
    </Modal>
  );
}
