import { t } from '@lobbykit/sdk';
import type { AmountProblem } from '@lobbykit/sdk/member-center';
import { Field } from '../../ui/field';
import { useTranslate } from '../../ui/use-translate';
import { useMoney } from './use-currency';
import '../messages/cashier-messages';

interface AmountFieldProps {
  id: string;
  value: string;
  onValue: (value: string) => void;
  problem: AmountProblem | null;
  /** A server refusal about the amount, already in words. */
  serverError?: string | null;
  min?: number | null;
  max?: number | null;
  /** Quick-pick chips (a channel's preset amounts). */
  presets?: readonly number[];
}

/** The cashier's amount input: decimal keypad, limits under the label, quick chips, the first problem. */
export function AmountField({
  id,
  value,
  onValue,
  problem,
  serverError,
  min,
  max,
  presets = [],
}: AmountFieldProps) {
  const translate = useTranslate();
  const money = useMoney();
  const problemText = problem ? amountProblemText(problem, money) : null;
  return (
    <div className="lk-mc-amount">
      <Field
        id={id}
        label={translate('memberCashier.amount.label')}
        errors={[problemText ?? '', serverError ?? '']}
      >
        {(control) => (
          <input
            {...control}
            className="lk-input lk-mc-money"
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder={translate('memberCashier.amount.placeholder')}
            value={value}
            onInput={(event) => onValue((event.currentTarget as HTMLInputElement).value)}
          />
        )}
      </Field>
      {min != null && max != null ? (
        <p className="lk-mc-hint">
          {translate('memberCashier.amount.limits', { min: money(min), max: money(max) })}
        </p>
      ) : null}
      {presets.length > 0 ? (
        <fieldset className="lk-mc-chips">
          <legend className="lk-sr-only">{translate('memberCashier.amount.quick')}</legend>
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className="lk-mc-chip lk-mc-money"
              aria-pressed={value === String(preset)}
              onClick={() => onValue(String(preset))}
            >
              {money(preset)}
            </button>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}

/** An amount problem in words (called while rendering a component that follows the locale). */
export function amountProblemText(problem: AmountProblem, money: (amount: number) => string): string {
  switch (problem.key) {
    case 'amount_min':
      return t('memberCashier.amount.amount_min', { min: money(problem.min) });
    case 'amount_max':
      return t('memberCashier.amount.amount_max', { max: money(problem.max) });
    case 'amount_balance':
      return t('memberCashier.amount.amount_balance', { balance: money(problem.balance) });
    default:
      return t(`memberCashier.amount.${problem.key}`);
  }
}
