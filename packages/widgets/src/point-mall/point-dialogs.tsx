import { formatCount } from '@lobbykit/sdk';
import { convertPoints, type PointConfig, type PointReward, redeemReward } from '@lobbykit/sdk/points';
import { useTranslate } from '../ui/use-translate';
import { ConvertDialog } from './convert-dialog';
import { PasswordDialog } from './password-dialog';
import { pointFailureText } from './point-failure';

export interface PointDialogsProps {
  /** The reward whose redeem dialog is open, or null. */
  redeeming: PointReward | null;
  converting: boolean;
  config: PointConfig;
  points: number;
  money: (amount: number) => string;
  onClose: () => void;
  /** The action went through: the dialog closes and the mall says so in these words. */
  onDone: (text: string) => void;
}

/**
 * The redeem and convert dialogs (R7.62), a chunk of their own fetched the first time a member
 * presses Redeem or Convert: browsing the mall never pays for the modal and the password field.
 */
export default function PointDialogs({
  redeeming,
  converting,
  config,
  points,
  money,
  onClose,
  onDone,
}: PointDialogsProps) {
  const t = useTranslate();
  const refusal = (outcome: { messageKey: string | null } & Parameters<typeof pointFailureText>[0]) => ({
    text: pointFailureText(outcome, config.minConvertPoints),
    unset: outcome.messageKey === 'payment_password_not_set',
  });
  if (redeeming) {
    return (
      <PasswordDialog
        title={t('pointMall.redeemOf', { title: redeeming.title })}
        confirm={t('pointMall.confirmRedeem')}
        onClose={onClose}
        onConfirm={async (paymentPassword) => {
          const outcome = await redeemReward(redeeming.id, paymentPassword);
          if (outcome.status !== 'ok') return refusal(outcome);
          onDone(t('pointMall.redeemed', { title: redeeming.title }));
          return null;
        }}
      >
        {t('pointMall.redeemCost', {
          points: formatCount(redeeming.points),
          left: formatCount(Math.max(0, points - redeeming.points)),
        })}
      </PasswordDialog>
    );
  }
  if (!converting) return null;
  return (
    <ConvertDialog
      config={config}
      points={points}
      money={money}
      onClose={onClose}
      onConvert={async (count, paymentPassword) => {
        const outcome = await convertPoints(count, paymentPassword);
        if (outcome.status !== 'ok') return refusal(outcome);
        onDone(
          t('pointMall.converted', {
            points: formatCount(count),
            amount: money(outcome.value.amount),
          }),
        );
        return null;
      }}
    />
  );
}
