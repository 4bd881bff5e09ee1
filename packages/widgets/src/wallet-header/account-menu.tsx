import { logout, navigate } from '@lobbykit/sdk';
import { refreshVip } from '@lobbykit/sdk/member-badges';
import { useEffect, useId, useRef, useState } from 'react';
import { MemberAvatar } from '../ui/member-avatar';
import { useTranslate } from '../ui/use-translate';
import { visibleMenuLinks } from './account-menu-items';
import { type AccountBadges, RedCounter, VipChip } from './menu-badges';

export interface AccountMenuProps {
  name: string;
  /** The member's uploaded icon (R7.11); without one, the name's first letter. */
  imgUrl?: string | null | undefined;
  isAgent: boolean;
  /** A trial player: a 'Trial' badge in words, and no member pages in the menu (R5.40). */
  isTrial?: boolean;
  /** Opens the menu on first render, for stories and screenshots. */
  initiallyOpen?: boolean;
  /** A real member's VIP level and red counters (R3.08, R2.101); none for a trial player. */
  badges?: AccountBadges | undefined;
}

/** The signed-in account button and its menu: ARIA menu pattern, Escape and outside click close it. */
export function AccountMenu({
  name,
  imgUrl = null,
  isAgent,
  isTrial = false,
  initiallyOpen = false,
  badges,
}: AccountMenuProps) {
  const t = useTranslate();
  const menuId = useId();
  const [open, setOpen] = useState(initiallyOpen);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const links = visibleMenuLinks(isAgent, isTrial);
  const waiting = badges ? badges.counters.messages + badges.counters.rewards : 0;

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const where = focusOnOpen.current;
    focusOnOpen.current = null;
    if (where) focusItem(where);
    // The page cannot see into the shadow root: event.target is the host, composedPath() is not.
    function onPointerDown(event: Event) {
      if (rootRef.current && !event.composedPath().includes(rootRef.current)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  function show(where: 'first' | 'last') {
    focusOnOpen.current = where;
    setOpen(true);
    // A level may have been earned since sign-in (bets settled): the menu shows it fresh when opened.
    if (badges) refreshVip().catch(() => undefined);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function focusItem(where: 'first' | 'last') {
    const list = items();
    (where === 'first' ? list[0] : list[list.length - 1])?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const where = event.key === 'ArrowDown' ? 'first' : 'last';
    if (open) {
      focusItem(where);
      return;
    }
    show(where);
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const list = items();
    const root = menuRef.current?.getRootNode() as ShadowRoot | Document | undefined;
    const index = list.indexOf(root?.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') setOpen(false);
  }

  function choose(action: () => void) {
    close(true);
    action();
  }

  return (
    <div className="lk-account" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="lk-account__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? setOpen(false) : show('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <span className="lk-account__avatar">
          <MemberAvatar className="lk-account__picture" imgUrl={imgUrl} name={name} />
          <RedCounter count={waiting} className="lk-account__counter" />
        </span>
        <span className="lk-account__name">{name}</span>
        {isTrial ? <span className="lk-trial-badge">{t('header.trial')}</span> : null}
        <span className="lk-sr-only">{t('header.accountMenu')}</span>
        <svg className="lk-account__chevron" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth={2} />
        </svg>
      </button>
      <div
        ref={menuRef}
        id={menuId}
        className="lk-menu"
        role="menu"
        aria-label={t('header.accountMenu')}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {links.map((link) => (
          <button
            key={link.key}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={link.agentOnly ? 'lk-menu__item lk-menu__item--agent' : 'lk-menu__item'}
            onClick={() => choose(() => navigate(link.path))}
          >
            <span className="lk-menu__label">{t(link.label)}</span>
            {link.key === 'vip' && badges ? <VipChip vip={badges.vip} /> : null}
            {link.counter && badges ? <RedCounter count={badges.counters[link.counter]} /> : null}
          </button>
        ))}
        {links.length > 0 ? <hr className="lk-menu__separator" /> : null}
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className="lk-menu__item lk-menu__item--danger"
          onClick={() => choose(() => void logout())}
        >
          {t('header.signOut')}
        </button>
      </div>
    </div>
  );
}
