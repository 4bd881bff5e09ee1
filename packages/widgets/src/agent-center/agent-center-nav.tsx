import type { ReactNode } from 'react';
import { useTranslate } from '../ui/use-translate';
import type { AgentCenterPage } from './pages';

interface NavProps {
  id: string;
  pages: readonly AgentCenterPage[];
  current: string;
  open: boolean;
  onChoose: (page: string) => void;
  /** Below the links: what the shell says about the settings (still loading, failed with a retry). */
  children?: ReactNode;
}

/**
 * R2.108, R2.109: the left navigation, one link per page shown; a column beside the page on wide
 * screens, a list the menu button opens on phones.
 */
export function AgentCenterNav({ id, pages, current, open, onChoose, children }: NavProps) {
  const t = useTranslate();
  return (
    <nav
      id={id}
      className={open ? 'lk-ac-nav lk-ac-nav--open' : 'lk-ac-nav'}
      aria-label={t('agentCenter.navLabel')}
    >
      <ul>
        {pages.map((page) => (
          <li key={page.name}>
            <a
              href={`/agentHome?page=${page.name}`}
              className="lk-ac-nav__item"
              aria-current={page.name === current ? 'page' : undefined}
              onClick={(event) => {
                event.preventDefault();
                onChoose(page.name);
              }}
            >
              <svg className="lk-ac-icon" viewBox="0 0 24 24" aria-hidden="true">
                <path d={page.icon} />
              </svg>
              <span>{t(page.labelKey)}</span>
            </a>
          </li>
        ))}
      </ul>
      {children}
    </nav>
  );
}
