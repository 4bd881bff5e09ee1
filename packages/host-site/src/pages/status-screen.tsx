import { openCustomerService } from '@lobbykit/sdk/lobby';
import type { ReactNode } from 'react';
import { useT } from '../use-t';

interface StatusScreenProps {
  icon: string;
  title: string;
  children: ReactNode;
}

/** The full-page startup screens (maintenance, region blocked): what happened and who can help. */
export function StatusScreen({ icon, title, children }: StatusScreenProps) {
  const t = useT();
  return (
    <main className="status-screen">
      <div className="status-screen__card">
        <div className="status-screen__icon" aria-hidden="true">
          {icon}
        </div>
        <h1 className="status-screen__title">{title}</h1>
        <div className="status-screen__body">{children}</div>
        <button type="button" className="button button--primary" onClick={() => openCustomerService()}>
          {t('customerService')}
        </button>
      </div>
    </main>
  );
}
