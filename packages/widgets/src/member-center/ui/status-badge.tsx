import type { DepositRecord } from '@lobbykit/sdk/member-center';
import { useTranslate } from '../../ui/use-translate';
import '../messages/cashier-messages';

type RequestStatus = DepositRecord['status'];

/** The badges' CSS: only the records list shows them, and it adopts this with its own. */
export const statusBadgeCss = `
.lk-mc-status { display: inline-flex; gap: 4px; align-items: center; padding: 2px 10px; border-radius: 999px;
  font-size: 12px; font-weight: 700; }
.lk-mc-status--in_process { background: color-mix(in srgb, var(--lk-warning) 20%, transparent); color: var(--lk-warning); }
.lk-mc-status--approved { background: color-mix(in srgb, var(--lk-success) 20%, transparent); color: var(--lk-success); }
.lk-mc-status--rejected { background: color-mix(in srgb, var(--lk-danger) 20%, transparent); color: var(--lk-danger); }
`;

const ICONS: Record<RequestStatus, string> = { IN_PROCESS: '…', APPROVED: '✓', REJECTED: '✕' };

/** R4.74: In Process, Approved, Rejected; an icon with the word, never the colour alone. */
export function StatusBadge({ status }: { status: RequestStatus }) {
  const t = useTranslate();
  return (
    <span className={`lk-mc-status lk-mc-status--${status.toLowerCase()}`}>
      <span aria-hidden="true">{ICONS[status]}</span> {t(`memberCashier.status.${status}`)}
    </span>
  );
}
