import { convertedAmount, type PointConfig } from '@lobbykit/sdk/points';
import { useId, useState } from 'react';
import { Field } from '../ui/field';
import { useTranslate } from '../ui/use-translate';
import { PasswordDialog } from './password-dialog';

interface ConvertDialogProps {
  config: PointConfig;
  points: number;
  money: (amount: number) => string;
  onClose: () => void;
  onConvert: (points: number, paymentPassword: string) => Promise<{ text: string; unset: boolean } | null>;
}

/** R7.62: how many points become balance (whole points, at least the merchant's minimum), then the password. */
export function ConvertDialog({ config, points, money, onClose, onConvert }: ConvertDialogProps) {
  const t = useTranslate();
  const id = useId();
  const [typed, setTyped] = useState(String(Math.max(config.minConvertPoints, points)));
  const count = /^\d{1,8}$/.test(typed) ? Number(typed) : Number.NaN;
  const max = Math.max(points, config.minConvertPoints);
  const valid = count >= config.minConvertPoints && count <= max;
  return (
    <PasswordDialog
      title={t('pointMall.convertTitle')}
      confirm={t('pointMall.confirmConvert')}
      onClose={onClose}
      ready={valid}
      onConfirm={(paymentPassword) => onConvert(count, paymentPassword)}
    >
      <p>{t('pointMall.convertRule', { value: money(config.pointValue), min: config.minConvertPoints })}</p>
      <Field
        id={`${id}-points`}
        label={t('pointMall.convertPoints')}
        errors={valid ? null : t('pointMall.pointsFormat', { min: config.minConvertPoints, max })}
      >
        {(control) => (
          <input
            {...control}
            className="lk-input"
            inputMode="numeric"
            value={typed}
            onInput={(event) =>
              setTyped((event.currentTarget as HTMLInputElement).value.replace(/\D/g, '').slice(0, 8))
            }
          />
        )}
      </Field>
      <p className="lk-pm-money" aria-live="polite">
        {valid
          ? t('pointMall.convertGets', { amount: money(convertedAmount(count, config.pointValue)) })
          : ''}
      </p>
    </PasswordDialog>
  );
}
