import { loadTeamBetting, type TeamBettingPage } from '@lobbykit/sdk/agent';
import { presetRange } from '@lobbykit/sdk/member-center';
import { signed, toneOf } from '../../member-center/ui/record-figures';
import { Fact } from '../../member-center/ui/record-states';
import { useMoney } from '../../member-center/ui/use-currency';
import { useTranslate } from '../../ui/use-translate';
import type { AgentCenterPageProps } from '../page-props';
import { MemberReport } from './ui/member-report';

/**
 * personalHistoryCopy, team betting: each team member's bets over the days chosen (one member, or
 * the whole subtree), with the totals over the filter and paging.
 */
export default function TeamBetting({ params }: AgentCenterPageProps) {
  const t = useTranslate();
  const money = useMoney();
  return (
    <MemberReport
      page="personalHistoryCopy"
      params={params}
      load={loadTeamBetting}
      facts={(figures: TeamBettingPage['totals']) => (
        <>
          <Fact label={t('agentPages.betting.bets')}>{figures.bets}</Fact>
          <Fact label={t('memberRecords.bets.stake')}>{money(figures.stake)}</Fact>
          <Fact label={t('memberRecords.bets.validBet')}>{money(figures.validBet)}</Fact>
          <Fact label={t('memberRecords.bets.win')}>{money(figures.win)}</Fact>
          <Fact label={t('memberRecords.bets.profit')} tone={toneOf(figures.profit)}>
            {signed(figures.profit, money)}
          </Fact>
        </>
      )}
      empty={(report) => ({
        text: t('agentPages.betting.empty'),
        action: {
          label: t('agentPages.betting.emptyAction'),
          onClick: () => report.setRange(presetRange('previous30')),
        },
      })}
    />
  );
}
