import { navigate } from '@lobbykit/sdk';
import { claimPromotion, loadClaimablePromotions, type Promotion } from '@lobbykit/sdk/promotions';
import { useId, useState } from 'react';
import { promotionFailureText } from '../../promotions/promotion-failure';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { useTranslate } from '../../ui/use-translate';
import { type ActionNotice, ActionNoticeLine } from '../ui/action-notice';
import { Fact, RecordsEmpty, RecordsSkeleton } from '../ui/record-states';
import { useMoney } from '../ui/use-money';
import { useRecordLoad } from '../ui/use-record-load';
// A refused claim is told in the promotions widget's words (promotion-failure).
import '../../promotions/messages/promotions-messages';

/**
 * rewardCenter's first list: the promotions the member can claim now, which the red counter counts
 * beside the granted rewards (R2.101). Each claims through the sdk's claimPromotion, as the
 * promotions widget does: the bonus is paid once, the header balance and the counters follow.
 */
export function ClaimablePromotions() {
  const t = useTranslate();
  const money = useMoney();
  const headingId = useId();
  const [claiming, setClaiming] = useState<number | null>(null);
  const [notice, setNotice] = useState<ActionNotice>(null);
  const { state, retry, replace } = useRecordLoad(loadClaimablePromotions, 'claimable');

  const claim = async (promotion: Promotion, list: Promotion[]) => {
    setClaiming(promotion.id);
    setNotice(null);
    try {
      const result = await claimPromotion(promotion);
      // Claimed: nothing waits there any more.
      replace(list.filter((entry) => entry.id !== promotion.id));
      setNotice({ tone: 'ok', text: t('memberRecords.rewards.done', { amount: money(result.amount) }) });
    } catch (error) {
      setNotice({ tone: 'error', text: promotionFailureText(error) });
    } finally {
      setClaiming(null);
    }
  };

  return (
    <section className="lk-records__group" aria-labelledby={headingId}>
      <h3 className="lk-records__subtitle" id={headingId}>
        {t('memberRecords.rewards.promotions')}
      </h3>
      <ActionNoticeLine notice={notice} />
      {state.status === 'loading' ? (
        <RecordsSkeleton label={t('memberRecords.rewards.promotionsLoading')} rows={1} />
      ) : state.status === 'error' ? (
        <ErrorState message={state.message} onRetry={retry} />
      ) : state.data.length === 0 ? (
        <RecordsEmpty
          text={t('memberRecords.rewards.promotionsEmpty')}
          action={{
            label: t('memberRecords.rewards.promotionsAction'),
            onClick: () => navigate('/promotions'),
          }}
        />
      ) : (
        <ul className="lk-records__list">
          {state.data.map((promotion) => (
            <li key={promotion.id} className="lk-record">
              <div className="lk-record__head">
                <h4 className="lk-record__name">{promotion.title}</h4>
                <span className="lk-badge lk-badge--wait">{t('memberRecords.rewards.waiting')}</span>
              </div>
              <dl className="lk-record__facts">
                <Fact label={t('memberRecords.bonus.title')} tone="win">
                  {money(promotion.mine?.amount ?? 0)}
                </Fact>
              </dl>
              <span className="lk-record__meta">
                {t('memberRecords.rewards.turnover', { multiple: promotion.bonus.turnoverMultiple })}
              </span>
              <div className="lk-record__actions">
                <Button
                  loading={claiming === promotion.id}
                  disabled={claiming !== null}
                  aria-label={t('memberRecords.rewards.claimNamed', { title: promotion.title })}
                  onClick={() => void claim(promotion, state.data)}
                >
                  {t('memberRecords.rewards.claim')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
