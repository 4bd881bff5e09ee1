import { categoryClick, type GameCategory, type VendorCard } from '@lobbykit/sdk/lobby';
import { useEffect, useRef } from 'react';
import { vendorMenuCss } from '../game-nav/game-nav.css';
import { VendorMenu } from '../game-nav/vendor-menu';
import { useOwnStyles } from '../ui/use-own-styles';

// The side menu's category actions, loaded apart from its first paint (side-menu-sections.tsx).
export { chooseGameType } from '@lobbykit/sdk/lobby';

/** In the menu's column the drop-down opens in place under its category, one vendor a row. */
const sideVendorMenuCss = `${vendorMenuCss}
.lk-side__vendors .lk-vendor-menu { position: static; width: auto; margin: 2px 0 4px; grid-template-columns: 1fr; box-shadow: none; max-height: none; }
`;

/**
 * A category's vendors (bingo, cockfight: several vendors, no page) as the header's drop-down shows
 * them (R2.55), under its entry: arrow keys move, Escape closes it back to the entry (and not the
 * drawer), a press elsewhere closes it; choosing a vendor starts it and leaves the drawer.
 */
export function SideVendorMenu({
  entry,
  vendors,
  onClose,
}: {
  /** The id of the category's entry, which names the menu and gets the focus back on Escape. */
  entry: string;
  vendors: VendorCard[];
  onClose: () => void;
}) {
  const root = useRef<HTMLDivElement>(null);
  useOwnStyles(root, sideVendorMenuCss);
  const entryButton = () =>
    (root.current?.getRootNode() as ShadowRoot | Document | undefined)?.getElementById?.(entry);
  const close = (restoreFocus: boolean) => {
    if (restoreFocus) entryButton()?.focus();
    onClose();
  };
  useEffect(() => {
    const onPointer = (event: Event) => {
      const path = event.composedPath();
      const button = entryButton();
      if (root.current && !path.includes(root.current) && !(button && path.includes(button))) onClose();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  });
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only keeps the menu's Escape from closing the drawer too.
    <div
      ref={root}
      className="lk-side__vendors"
      data-follows="true"
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.stopPropagation();
      }}
    >
      <VendorMenu id={`${entry}-menu`} labelledBy={entry} vendors={vendors} left={0} onClose={close} />
    </div>
  );
}

/** A category's open vendor list: its vendors and the component that shows them. */
export interface OpenVendorMenu {
  vendors: VendorCard[];
  Menu: typeof SideVendorMenu;
}

/**
 * A category entry's click: closes its open list, else runs the sdk's rule (its page, its only
 * vendor, or its vendors to offer, which `show` opens under the entry).
 */
export async function toggleCategory(
  category: GameCategory,
  open: boolean,
  show: (menu: OpenVendorMenu | null) => void,
): Promise<void> {
  if (open) return show(null);
  const done = await categoryClick(category);
  if (done?.outcome === 'vendors') show({ vendors: done.vendors, Menu: SideVendorMenu });
}
