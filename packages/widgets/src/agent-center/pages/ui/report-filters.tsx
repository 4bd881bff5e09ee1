import { AGENT_REPORT_PRESETS, defaultReportRange } from '@lobbykit/sdk/agent';
import type { DayRange } from '@lobbykit/sdk/member-center';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { DateRangePicker } from '../../../member-center/ui/date-range-picker';
import { Button } from '../../../ui/button';
import { useTranslate } from '../../../ui/use-translate';

/** What a team report asks for: a day range, one member or everyone, a page. */
export interface ReportQuery {
  range: DayRange;
  account: string;
  pageNo: number;
}

/** A report's query, starting from the page's parameters (`account`, `startDate`, `endDate`). */
export function useReportQuery(params: Record<string, string>) {
  const [query, setQuery] = useState<ReportQuery>(() => ({
    range:
      params.startDate && params.endDate
        ? { startDate: params.startDate, endDate: params.endDate }
        : defaultReportRange(),
    account: params.account ?? '',
    pageNo: 1,
  }));
  const key = `${query.range.startDate}|${query.range.endDate}|${query.account}|${query.pageNo}`;
  return {
    query,
    key,
    setRange: (range: DayRange) => setQuery((now) => ({ ...now, range, pageNo: 1 })),
    setAccount: (account: string) => setQuery((now) => ({ ...now, account, pageNo: 1 })),
    setPage: (pageNo: number) => setQuery((now) => ({ ...now, pageNo })),
  };
}

interface ReportFiltersProps {
  range: DayRange;
  onRange(range: DayRange): void;
  /** With an account filter: its value and what to do when the agent asks to show it. */
  account?: string;
  onAccount?(account: string): void;
  children?: ReactNode;
}

/**
 * A team report's filters: the member center's date range picker with the previous 7 and 30 days
 * (counted in the merchant's time zone), and one member of the team by account.
 */
export function ReportFilters({ range, onRange, account, onAccount, children }: ReportFiltersProps) {
  const t = useTranslate();
  const id = useId();
  const [draft, setDraft] = useState(account ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAccount?.(draft.trim());
  };
  return (
    <div className="lk-records__filters">
      <DateRangePicker value={range} onChange={onRange} presets={AGENT_REPORT_PRESETS} />
      {onAccount ? (
        <form className="lk-ap-account" onSubmit={submit}>
          <div className="lk-field">
            <label className="lk-field__label" htmlFor={id}>
              {t('agentPages.common.member')}
            </label>
            <input
              id={id}
              className="lk-input"
              value={draft}
              placeholder={t('agentPages.common.allMembers')}
              autoComplete="off"
              onInput={(event) => setDraft((event.currentTarget as HTMLInputElement).value)}
            />
          </div>
          <Button type="submit" variant="ghost">
            {t('agentPages.common.show')}
          </Button>
        </form>
      ) : null}
      {children}
    </div>
  );
}
