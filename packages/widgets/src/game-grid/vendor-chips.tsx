import { useTranslate } from '../ui/use-translate';

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

/** The vendor filter of a list centre: one toggle per vendor, plus "All vendors"; a row that scrolls sideways on phones. */
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
    <fieldset className="lk-chips">
      <legend className="lk-sr-only">{t('games.vendors')}</legend>
      {chip('', t('games.allVendors'))}
      {vendors.map((vendor) => chip(vendor.vassalage, vendor.name))}
    </fieldset>
  );
}
