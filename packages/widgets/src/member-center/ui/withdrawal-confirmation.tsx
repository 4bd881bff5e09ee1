import { awaitsConfirmation, type WithdrawalRecord } from '@lobbykit/sdk/member-center';
import { useLazyComponent } from '../../ui/use-lazy-component';
import { useTranslate } from '../../ui/use-translate';
import '../messages/cashier-messages';

/** The answer to give (received, not received): fetched when a record waits for one. */
const loadAnswer = () => import('./withdrawal-answer').then((module) => module.WithdrawalAnswer);

interface ConfirmationProps {
  record: WithdrawalRecord;
  /** The record after the member answered (the list refreshes with it). */
  onAnswered: (record: WithdrawalRecord) => void;
}

/**
 * The withdrawal confirmation of spec section 4 on one record: once approved the member answers
 * received (R4.77) or not received with proof images (R4.78) in WithdrawalAnswer, loaded only for a
 * record that waits; forced received (R4.79) and the automatic receipt after N minutes (R4.80) show
 * as their status.
 */
export function WithdrawalConfirmation({ record, onAnswered }: ConfirmationProps) {
  const t = useTranslate();
  const waiting = awaitsConfirmation(record);
  const Answer = useLazyComponent(loadAnswer, waiting);
  if (waiting) return Answer ? <Answer record={record} onAnswered={onAnswered} /> : null;
  return record.confirmation === 'NONE' ? null : (
    <span className="lk-mc-item__meta" data-confirmation={record.confirmation}>
      {t(`memberCashier.confirm.${record.confirmation}`)}
    </span>
  );
}
