import { formatDate } from '@lobbykit/sdk';
import { loadTeamMembers } from '@lobbykit/sdk/agent';
import { type FormEvent, useId, useState } from 'react';
import { memberPagesCss } from '../../member-center/member-pages.css';
import { Fact } from '../../member-center/ui/record-states';
import { RecordsBody } from '../../member-center/ui/records-body';
import { useMoney } from '../../member-center/ui/use-currency';
import { useRecordLoad } from '../../member-center/ui/use-record-load';
import { useRecordQuery } from '../../member-center/ui/use-record-query';
import { Button } from '../../ui/button';
import { useLazyComponent } from '../../ui/use-lazy-component';
import { useTranslate } from '../../ui/use-translate';
import type { AgentCenterPageProps } from '../page-props';
import { AgentPage } from './ui/agent-page';

type Action = { account: string; kind: 'transfer' | 'offer' } | null;

/**
 * The transfer and contract-offer forms (payment password, amounts, the offer's rules) are chunks of
 * their own, fetched the first time one is opened: most visits only look at the team.
 */
const loadTransferForm = () => import('./ui/transfer-form').then((module) => module.TransferForm);
const loadOfferForm = () => import('./ui/offer-form').then((module) => module.OfferForm);

/**
 * downlineManagmentView, team management: the agent's whole subtree a page at a time, searched by the
 * start of an account. A direct downline can be sent money (R6.16) or offered a contract (R6.14);
 * every member's betting opens in team betting.
 */
export default function TeamManagement({ params, go }: AgentCenterPageProps) {
  const t = useTranslate();
  const money = useMoney();
  const searchId = useId();
  const [draft, setDraft] = useState(params.account ?? '');
  const records = useRecordQuery(() => ({ account: params.account ?? '' }));
  const { account, pageNo } = records.query;
  const [action, setAction] = useState<Action>(null);
  const TransferForm = useLazyComponent(loadTransferForm, action?.kind === 'transfer');
  const OfferForm = useLazyComponent(loadOfferForm, action?.kind === 'offer');
  const { state, retry } = useRecordLoad(() => loadTeamMembers({ account, pageNo }), records.key);

  const search = (event: FormEvent) => {
    event.preventDefault();
    records.change({ account: draft.trim() });
  };

  return (
    <AgentPage page="downlineManagmentView" busy={state.status === 'loading'} extraCss={memberPagesCss}>
      <form className="lk-records__filters lk-ap-account" onSubmit={search}>
        <div className="lk-field">
          <label className="lk-field__label" htmlFor={searchId}>
            {t('agentPages.team.search')}
          </label>
          <input
            id={searchId}
            className="lk-input"
            type="search"
            autoComplete="off"
            value={draft}
            onInput={(event) => setDraft((event.currentTarget as HTMLInputElement).value)}
          />
        </div>
        <Button type="submit">{t('agentPages.team.searchButton')}</Button>
      </form>
      <RecordsBody
        state={state}
        onRetry={retry}
        empty={{
          text: account ? t('agentPages.team.emptySearch', { account }) : t('agentPages.team.empty'),
          action: { label: t('agentPages.team.emptyAction'), onClick: () => go('registerCenter') },
        }}
        onPage={records.setPage}
      >
        {(member) => {
          const open = action?.account === member.account ? action.kind : null;
          const direct = member.level === 1;
          return (
            <li key={member.memberId} className="lk-record">
              <div className="lk-record__head">
                <h3 className="lk-record__name">
                  {member.nickname ? `${member.nickname} (${member.account})` : member.account}
                </h3>
                <span className="lk-badge">
                  {member.isAgent ? t('agentPages.common.agent') : t('agentPages.common.player')} ·{' '}
                  {direct
                    ? t('agentPages.common.direct')
                    : t('agentPages.common.level', { level: member.level })}
                </span>
              </div>
              <span className="lk-record__meta">
                {t('agentPages.team.upline')}: {member.upline} · {t('agentPages.team.registered')}:{' '}
                {formatDate(member.registeredAt)}
              </span>
              <dl className="lk-record__facts">
                <Fact label={t('agentPages.team.balance')}>{money(member.balance)}</Fact>
                <Fact label={t('agentPages.team.directCount')}>{member.directCount}</Fact>
                <Fact label={t('agentPages.team.lastLogin')}>
                  {member.lastLoginAt
                    ? formatDate(member.lastLoginAt, { time: true })
                    : t('agentPages.team.never')}
                </Fact>
              </dl>
              <div className="lk-ap-row-actions">
                {direct ? (
                  <>
                    <Button
                      variant={open === 'transfer' ? 'primary' : 'ghost'}
                      aria-expanded={open === 'transfer'}
                      onClick={() =>
                        setAction(open === 'transfer' ? null : { account: member.account, kind: 'transfer' })
                      }
                    >
                      {t('agentPages.team.transfer')}
                    </Button>
                    <Button
                      variant={open === 'offer' ? 'primary' : 'ghost'}
                      aria-expanded={open === 'offer'}
                      onClick={() =>
                        setAction(open === 'offer' ? null : { account: member.account, kind: 'offer' })
                      }
                    >
                      {t('agentPages.team.offer')}
                    </Button>
                  </>
                ) : null}
                <Button
                  variant="ghost"
                  onClick={() => go('personalHistoryCopy', { account: member.account })}
                >
                  {t('agentPages.team.betting')}
                </Button>
              </div>
              {open === 'transfer' && TransferForm ? (
                <TransferForm account={member.account} onClose={() => setAction(null)} />
              ) : null}
              {open === 'offer' && OfferForm ? (
                <OfferForm account={member.account} onClose={() => setAction(null)} />
              ) : null}
            </li>
          );
        }}
      </RecordsBody>
    </AgentPage>
  );
}
