import { loadUserLoss, type UserLossPage } from '@lobbykit/sdk/agent';
import { signed, toneOf } from '../../member-center/ui/record-figures';
import { Fact } from '../../member-center/ui/record-states';
import { useMoney } from '../../member-center/ui/use-currency';
import { useTranslate } from '../../ui/use-translate';
import type { AgentCenterPageProps } from '../page-props';
import { MemberReport } from './ui/member-report';

/**
 * palStatementsAgentCopy, user loss: each team member's deposits, withdrawals, valid bet, bonuses
 * and profit or loss over the days chosen, biggest loss first, with the totals.
 */
export default function UserLoss({ params, go }: AgentCenterPageProps) {
  const t = useTranslate();
  const money = useMoney();
  return (
    <MemberReport
      page="palStatementsAgentCopy"
      params={params}
      load={loadUserLoss}
      facts={(figures: UserLossPage['totals']) => (
        <>
          <Fact label={t('agentPages.loss.deposits')}>{money(figures.deposits)}</Fact>
          <Fact label={t('agentPages.loss.withdrawals')}>{money(figures.withdrawals)}</Fact>
          <Fact label={t('memberRecords.bets.validBet')}>{money(figures.validBet)}</Fact>
          <Fact label={t('agentPages.loss.bonus')}>{money(figures.bonus)}</Fact>
          <Fact label={t('agentPages.loss.profit')} tone={toneOf(figures.profit)}>
            {signed(figures.profit, money)}
          </Fact>
        </>
      )}
      empty={() => ({
        text: t('agentPages.loss.empty'),
        action: { label: t('agentPages.team.emptyAction'), onClick: () => go('registerCenter') },
      })}
    />
  );
}
