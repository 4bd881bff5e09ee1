import { formatCount } from '@lobbykit/sdk';
import { canRedeem, type PointReward } from '@lobbykit/sdk/points';
import { Button } from '../ui/button';
import { useTranslate } from '../ui/use-translate';

interface RewardGridProps {
  rewards: PointReward[];
  /** The member's points; null for a guest (every reward shows its Redeem, which asks for a login). */
  points: number | null;
  money: (amount: number) => string;
  onRedeem: (reward: PointReward, opener: HTMLElement) => void;
}

/** The catalogue: art, title, cost, stock and a Redeem that says why it cannot when it cannot. */
export function RewardGrid({ rewards, points, money, onRedeem }: RewardGridProps) {
  const t = useTranslate();
  return (
    <ul className="lk-pm-grid">
      {rewards.map((reward) => {
        const soldOut = reward.stock !== null && reward.stock < 1;
        const short = points !== null && points < reward.points ? reward.points - points : 0;
        return (
          <li key={reward.id} className="lk-pm-card">
            <img
              className="lk-pm-card__art"
              src={reward.imageUrl}
              alt=""
              width={320}
              height={200}
              loading="lazy"
            />
            <div className="lk-pm-card__body">
              <h3 className="lk-pm-card__title">{reward.title}</h3>
              <p className="lk-pm-card__text">{reward.description}</p>
              {reward.bonusAmount !== null ? (
                <p className="lk-pm-card__bonus">
                  {t('pointMall.bonus', { amount: money(reward.bonusAmount) })}
                </p>
              ) : null}
              <p className="lk-pm-card__facts">
                <strong className="lk-pm-card__cost">
                  {t('pointMall.cost', { points: formatCount(reward.points) })}
                </strong>
                <span className={soldOut ? 'lk-pm-card__stock lk-pm-card__stock--out' : 'lk-pm-card__stock'}>
                  {soldOut
                    ? t('pointMall.outOfStock')
                    : reward.stock !== null
                      ? t('pointMall.stockLeft', { count: reward.stock })
                      : ''}
                </span>
              </p>
              {short > 0 && !soldOut ? (
                <p className="lk-pm-card__short">{t('pointMall.needMore', { points: formatCount(short) })}</p>
              ) : null}
              <Button
                block
                disabled={!canRedeem(reward, points)}
                aria-label={t('pointMall.redeemOf', { title: reward.title })}
                onClick={(event) => onRedeem(reward, event.currentTarget as HTMLElement)}
              >
                {t('pointMall.redeem')}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
