import { failureOf, formatDate } from '@lobbykit/sdk';
import { claimReward, loadRewards, type Reward, type RewardPage } from '@lobbykit/sdk/member-center';
import { useId, useState } from 'react';
import { Button } from '../../ui/button';
import { useTranslate } from '../../ui/use-translate';
import type { MemberCenterPageProps } from '../page-props';
import { type ActionNotice, ActionNoticeLine } from '../ui/action-notice';
import { Fact } from '../ui/record-states';
import { RecordsPage } from '../ui/records-page';
import { useMoney } from '../ui/use-money';
import { recordFailureText, useRecordLoad } from '../ui/use-record-load';
import '../messages/records-messages';
import { RecordsBody } from '../ui/records-body';
import { ClaimablePromotions } from './claimable-promotions';

/**
 * rewardCenter: what its red counter counts (R2.101), each claimed once into the main wallet: the
 * promotions the member can claim now, then the rewards an operator granted, waiting ones first;
 * the header balance and the red counter follow (the sdk's claimPromotion and claimReward).
 */
export default function RewardCenter(_props: MemberCenterPageProps) {
  const t = useTranslate();
  const money = useMoney();
  const [pageNo, setPageNo] = useState(1);
  const [claiming, setClaiming] = useState<number | null>(null);
  const [notice, setNotice] = useState<ActionNotice>(null);
  const grantedId = useId();
  const { state, retry, replace } = useRecordLoad(() => loadRewards(pageNo), String(pageNo));

  const claim = async (reward: Reward, page: RewardPage) => {
    setClaiming(reward.id);
    setNotice(null);
    try {
      const answer = await claimReward(reward.id);
      replace({ ...page, list: page.list.map((entry) => (entry.id === reward.id ? answer.reward : entry)) });
      setNotice({
        tone: 'ok',
        text: t('memberRecords.rewards.done', { amount: money(answer.reward.amount) }),
      });
    } catch (error) {
      setNotice({ tone: 'error', text: recordFailureText(failureOf(error)) });
    } finally {
      setClaiming(null);
    }
  };

  return (
    <RecordsPage title={t('memberCenter.nav.rewardCenter')} busy={state.status === 'loading'}>
      <ClaimablePromotions />
      <section className="lk-records__group" aria-labelledby={grantedId}>
        <h3 className="lk-records__subtitle" id={grantedId}>
          {t('memberRecords.rewards.granted')}
        </h3>
        <ActionNoticeLine notice={notice} />
        <RecordsBody
          state={state}
          onRetry={retry}
          empty={{ text: t('memberRecords.rewards.empty') }}
          onPage={setPageNo}
        >
          {(reward, data) => (
            <li key={reward.id} className="lk-record">
              <div className="lk-record__head">
                <h4 className="lk-record__name">{reward.title}</h4>
                <span className={`lk-badge ${badgeTone(reward.status)}`}>
                  {t(`memberRecords.rewards.${statusKey(reward.status)}`)}
                </span>
              </div>
              <dl className="lk-record__facts">
                <Fact label={t('memberRecords.bonus.title')} tone="win">
                  {money(reward.amount)}
                </Fact>
              </dl>
              <span className="lk-record__meta">
                {t('memberRecords.rewards.turnover', { multiple: reward.turnoverMultiple })}
                {reward.status === 'WAITING' && reward.expiresAt
                  ? ` · ${t('memberRecords.rewards.expires', { date: formatDate(reward.expiresAt, { time: true }) })}`
                  : ''}
                {reward.claimedAt
                  ? ` · ${t('memberRecords.rewards.claimedOn', { date: formatDate(reward.claimedAt, { time: true }) })}`
                  : ''}
              </span>
              {reward.status === 'WAITING' ? (
                <div className="lk-record__actions">
                  <Button
                    loading={claiming === reward.id}
                    disabled={claiming !== null}
                    aria-label={t('memberRecords.rewards.claimNamed', { title: reward.title })}
                    onClick={() => void claim(reward, data)}
                  >
                    {t('memberRecords.rewards.claim')}
                  </Button>
                </div>
              ) : null}
            </li>
          )}
        </RecordsBody>
      </section>
    </RecordsPage>
  );
}

const statusKey = (status: Reward['status']) =>
  status === 'WAITING' ? 'waiting' : status === 'CLAIMED' ? 'claimed' : 'expired';

const badgeTone = (status: Reward['status']) =>
  status === 'WAITING' ? 'lk-badge--wait' : status === 'CLAIMED' ? 'lk-badge--ok' : '';
