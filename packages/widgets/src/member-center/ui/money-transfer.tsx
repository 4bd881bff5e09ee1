import { $wallet } from '@lobbykit/sdk';
import {
  checkAmount,
  type MoneyOutcome,
  newRequestId,
  PAYMENT_PASSWORD_PATTERN,
} from '@lobbykit/sdk/member-center';
import { type FormEvent, useState } from 'react';
import { useStore } from '../../ui/use-store';
import { useTranslate } from '../../ui/use-translate';
import { AmountField } from './amount-field';
import { failureText } from './failure-text';
import { Notice } from './notice';
import { PaymentPasswordField } from './payment-password-field';
import '../messages/cashier-messages';

/** What a transfer sends: the amount, the payment password and the request's id. */
export interface TransferSent {
  amount: number;
  paymentPassword: string;
  requestId: string;
}

/**
 * A transfer of money from the main wallet with the payment password (to the upline, R6.04; to a
 * downline, R6.16): the amount checked against the balance, the password's digits, the answer's
 * news or refusal. One requestId is kept while the same transfer is retried (a lost answer moves
 * money once); a changed amount, a wrong password or a transfer done starts a new one.
 */
export function useMoneyTransfer<Value>(
  send: (sent: TransferSent) => Promise<MoneyOutcome<Value>>,
  doneText: (value: Value) => string,
) {
  const t = useTranslate();
  const { balance } = useStore($wallet);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [requestId, setRequestId] = useState(newRequestId);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ field: string | null; text: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const check = checkAmount(amount, { balance });
  const passwordProblem = PAYMENT_PASSWORD_PATTERN.test(password)
    ? null
    : t('memberCashier.paymentPassword.payment_password_digits');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (check.amount === null || passwordProblem) return;
    setBusy(true);
    const outcome = await send({ amount: check.amount, paymentPassword: password, requestId });
    setBusy(false);
    setPassword('');
    if (outcome.status === 'ok') {
      setDone(doneText(outcome.value));
      setAmount('');
      setTouched(false);
      setProblem(null);
      setRequestId(newRequestId());
    } else {
      setProblem({ field: outcome.field, text: failureText(outcome) });
      if (outcome.field === 'paymentPassword') setRequestId(newRequestId());
    }
  }

  const fields = {
    amount,
    password,
    amountProblem: touched ? check.problem : null,
    passwordProblem: touched ? passwordProblem : null,
    problem,
    done,
    changeAmount(value: string) {
      setAmount(value);
      setProblem(null);
      setDone(null);
      setRequestId(newRequestId());
    },
    changePassword(value: string) {
      setPassword(value);
      if (problem?.field === 'paymentPassword') setProblem(null);
    },
  };
  return { balance, busy, submit, fields };
}

type TransferState = ReturnType<typeof useMoneyTransfer>['fields'];

interface TransferFieldsProps {
  /** The prefix of the fields' ids. */
  id: string;
  passwordLabel: string;
  transfer: TransferState;
}

/** A transfer's news, its amount and payment password fields, and a refusal that names neither. */
export function TransferFields({ id, passwordLabel, transfer }: TransferFieldsProps) {
  const { problem } = transfer;
  return (
    <>
      {transfer.done ? <Notice tone="success">{transfer.done}</Notice> : null}
      <AmountField
        id={`${id}-amount`}
        value={transfer.amount}
        onValue={transfer.changeAmount}
        problem={transfer.amountProblem}
        serverError={problem?.field === 'amount' ? problem.text : null}
      />
      <PaymentPasswordField
        id={`${id}-password`}
        label={passwordLabel}
        value={transfer.password}
        onValue={transfer.changePassword}
        error={(problem?.field === 'paymentPassword' ? problem.text : null) ?? transfer.passwordProblem}
      />
      {problem && problem.field !== 'amount' && problem.field !== 'paymentPassword' ? (
        <Notice tone="error">{problem.text}</Notice>
      ) : null}
    </>
  );
}
