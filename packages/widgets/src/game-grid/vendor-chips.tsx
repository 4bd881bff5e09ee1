import { useTranslate } from '../ui/use-translate';
import { ChipRow } from './chip-row';

export interface VendorChoice {
  vassalage: string;
  name: string;
}

interface VendorChipsProps {
  vendors: readonly VendorChoice[];
  /** The chosen vendor's code, '' for all. */
  value: string;
  onChange: (vassalage: string) => void;
}

/** The vendor filter of a list centre: one toggle per vendor, plus "All vendors"; one row that scrolls sideways at every width (ChipRow). */
export function VendorChips({ vendors, value, onChange }: VendorChipsProps) {
  const t = useTranslate();
  if (vendors.length < 2) return null;
  const chip = (vassalage: string, label: string) => (
    <button
      key={vassalage || '*'}
      type="button"
      className="lk-chip"
      aria-pressed={value === vassalage}
      onClick={() => onChange(vassalage)}
    >
      {label}
    </button>
  );
  return (
    <ChipRow legend={t('games.vendors')} value={value} count={vendors.length + 1}>
      {chip('', t('games.allVendors'))}
      {vendors.map((vendor) => chip(vendor.vassalage, vendor.name))}
    </ChipRow>
  );
}
