import type { DepositRecord } from '@lobbykit/sdk/member-center';
import { useTranslate } from '../../ui/use-translate';
import '../messages/cashier-messages';

type RequestStatus = DepositRecord['status'];

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
