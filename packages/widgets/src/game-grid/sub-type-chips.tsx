import { type GameClassify, type GameItem, loadSubTypes } from '@lobbykit/sdk/lobby';
import { useLoadable } from '../ui/use-loadable';
import { useTranslate } from '../ui/use-translate';
import { ChipRow } from './chip-row';

const NONE: GameClassify[] = [];

/**
 * The sub-types a chosen vendor offers in a category (the sdk's rule: R2.98, BG only with TY, R2.99),
 * a `loadable()` store of the sdk: none while they load, and an answer for a vendor no longer chosen
 * is dropped. Without them (no vendor, or a failed load) the list still works, unfiltered.
 */
export function useSubTypes(vassalage: string, gameType: GameItem['gameType'] | undefined): GameClassify[] {
  const [offered] = useLoadable(
    () => (vassalage && gameType ? loadSubTypes(vassalage, gameType) : Promise.resolve(NONE)),
    `${vassalage} ${gameType}`,
  );
  return offered.status === 'ready' ? offered.data : NONE;
}

interface SubTypeChipsProps {
  subTypes: readonly GameClassify[];
  /** The chosen sub-type, '' for all. */
  value: GameClassify | '';
  onChange: (subType: GameClassify | '') => void;
}

/** The sub-type filter of a vendor's list (R2.98): one toggle per sub-type, plus "All types". */
export function SubTypeChips({ subTypes, value, onChange }: SubTypeChipsProps) {
  const t = useTranslate();
  if (subTypes.length === 0) return null;
  const chip = (code: GameClassify | '', label: string) => (
    <button
      key={code || '*'}
      type="button"
      className="lk-chip"
      aria-pressed={value === code}
      onClick={() => onChange(code)}
    >
      {label}
    </button>
  );
  return (
    <ChipRow legend={t('games.subTypes')} value={value} count={subTypes.length + 1}>
      {chip('', t('games.allSubTypes'))}
      {subTypes.map((code) => chip(code, t(`games.subType.${code}`)))}
    </ChipRow>
  );
}
