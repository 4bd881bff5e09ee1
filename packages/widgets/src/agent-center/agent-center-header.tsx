import { $session } from '@lobbykit/sdk';
import { signOutAgent } from '@lobbykit/sdk/agent';
import { useState } from 'react';
import { Button } from '../ui/button';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import { AgentClock } from './agent-clock';

interface HeaderProps {
  menuOpen: boolean;
  onMenu: () => void;
  navId: string;
}

/**
 * R2.104-R2.107: the merchant's GMT offset and clock, the agent's nickname (or account), sign-out.
 * Below 768 px a menu button opens the navigation.
 */
export function AgentCenterHeader({ menuOpen, onMenu, navId }: HeaderProps) {
  const t = useTranslate();
  const session = useStore($session);
  const [leaving, setLeaving] = useState(false);
  const name = session.nickname?.trim() || session.account || '';
  return (
    <header className="lk-ac-head">
      <Button
        variant="ghost"
        className="lk-ac-menu"
        aria-expanded={menuOpen}
        aria-controls={navId}
        onClick={onMenu}
      >
        <svg className="lk-ac-icon" viewBox="0 0 24 24" aria-hidden="true">
          <path d={menuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} />
        </svg>
        {menuOpen ? t('agentCenter.closeMenu') : t('agentCenter.openMenu')}
      </Button>
      <h1 className="lk-ac-title">{t('agentCenter.title')}</h1>
      <AgentClock />
      <div className="lk-ac-user">
        <span className="lk-ac-name">{name}</span>
        <Button
          variant="ghost"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            // R2.117: the loader, logout, /agent; the shell then shows the gate, nothing to undo.
            void signOutAgent().finally(() => setLeaving(false));
          }}
        >
          {t('agentCenter.signOut')}
        </Button>
      </div>
    </header>
  );
}
