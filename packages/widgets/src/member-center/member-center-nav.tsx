import { $memberCounters } from '@lobbykit/sdk/member-center';
import { useEffect, useRef } from 'react';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import { type MemberCenterPage, PAGE_COUNTERS } from './pages';

interface NavProps {
  pages: readonly MemberCenterPage[];
  current: string;
  onChoose: (page: string) => void;
}

/**
 * The member center's own navigation: a row of tabs that scrolls sideways on phones, a column on
 * desktop. Red counters on messages, rewards and missions (R2.101), with the number in words for
 * screen readers.
 */
export function MemberCenterNav({ pages, current, onChoose }: NavProps) {
  const t = useTranslate();
  const counters = useStore($memberCounters);
  const navRef = useRef<HTMLElement>(null);
  // On phones the row scrolls sideways: bring the current page's tab into view, without moving the page.
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active || nav.scrollWidth <= nav.clientWidth) return;
    nav.scrollLeft = Math.max(0, active.offsetLeft - nav.offsetLeft - 12);
  }, [current]);
  return (
    <nav ref={navRef} className="lk-mc-nav" aria-label={t('memberCenter.navLabel')}>
      <ul>
        {pages.map((page) => {
          const counter = PAGE_COUNTERS[page.name];
          const count = counter ? counters[counter] : 0;
          const active = page.name === current;
          return (
            <li key={page.name}>
              <a
                href={`/member?page=${page.name}`}
                className={active ? 'lk-mc-nav__item lk-mc-nav__item--active' : 'lk-mc-nav__item'}
                aria-current={active ? 'page' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  onChoose(page.name);
                }}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true">
                  <path d={page.icon} />
                </svg>
                <span>{t(page.labelKey)}</span>
                {count > 0 ? (
                  <span className="lk-mc-counter">
                    <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
                    <span className="lk-sr-only">{t('memberCenter.unread', { count })}</span>
                  </span>
                ) : null}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
