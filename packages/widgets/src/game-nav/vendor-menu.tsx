import type { VendorCard } from '@lobbykit/sdk/lobby';
import { startVendor, vendorMenu } from '@lobbykit/sdk/lobby';
import { useEffect, useRef } from 'react';
import { useTranslate } from '../ui/use-translate';

interface VendorMenuProps {
  id: string;
  labelledBy: string;
  vendors: VendorCard[];
  /** Where the panel's left edge goes, in px from the nav's left (desktop). */
  left: number;
  /** Close and give focus back to the toggle (`restoreFocus`) or leave it where it went. */
  onClose: (restoreFocus: boolean) => void;
}

/**
 * A category's vendor drop-down (R2.55) as an ARIA menu: arrow keys, Home and End move, Escape
 * closes and returns to the toggle; over 10 vendors it takes the large layout (R2.56). Choosing a
 * vendor starts it through the sdk (its lobby, its popup list, or the slots list filtered to it).
 */
export function VendorMenu({ id, labelledBy, vendors, left, onClose }: VendorMenuProps) {
  const t = useTranslate();
  const menu = useRef<HTMLDivElement>(null);
  const { large } = vendorMenu({ vendors });

  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    const items = Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const root = menu.current?.getRootNode() as Document | ShadowRoot | undefined;
    const index = items.indexOf(root?.activeElement as HTMLElement);
    const step = (by: number) => items[(index + by + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowRight':
        step(1);
        break;
      case 'ArrowUp':
      case 'ArrowLeft':
        step(-1);
        break;
      case 'Home':
        items[0]?.focus();
        break;
      case 'End':
        items[items.length - 1]?.focus();
        break;
      case 'Escape':
        onClose(true);
        break;
      case 'Tab':
        onClose(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  }

  return (
    <div
      ref={menu}
      id={id}
      role="menu"
      aria-labelledby={labelledBy}
      className={large ? 'lk-vendor-menu lk-vendor-menu--large' : 'lk-vendor-menu'}
      style={{ '--lk-menu-left': `${left}px` }}
      onKeyDown={onKeyDown}
    >
      {vendors.map((vendor) => (
        <button
          key={vendor.vassalage}
          type="button"
          role="menuitem"
          tabIndex={-1}
          className="lk-vendor-menu__item"
          onClick={() => {
            onClose(false);
            void startVendor(vendor);
          }}
        >
          <img src={vendor.logoUrl} alt="" loading="lazy" />
          <span className="lk-vendor-menu__name">{vendor.name}</span>
          <span className="lk-vendor-menu__count">{t('games.gameCount', { count: vendor.gameCount })}</span>
        </button>
      ))}
    </div>
  );
}
