import { AGENT_REPORT_PRESETS, defaultReportRange } from '@lobbykit/sdk/agent';
import type { DayRange } from '@lobbykit/sdk/member-center';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { DateRangePicker } from '../../../member-center/ui/date-range-picker';
import { useRecordQuery } from '../../../member-center/ui/use-record-query';
import { Button } from '../../../ui/button';
import { useTranslate } from '../../../ui/use-translate';

/**
 * A report's query (`useRecordQuery`), starting from the page's parameters (`account`, `startDate`,
 * `endDate`): a day range, one member or everyone, the page's own `filters` (a kind, a direction),
 * and a page; a new range, account or filter goes back to page 1.
 */
export function useReportQuery<Filters extends object = object>(
  params: Record<string, string>,
  filters = {} as Filters,
) {
  const report = useRecordQuery(() => ({
    range:
      params.startDate && params.endDate
        ? { startDate: params.startDate, endDate: params.endDate }
        : defaultReportRange(),
    account: params.account ?? '',
    ...filters,
  }));
  // The range and account are in every report's query, whatever `Filters` adds (which tsc cannot see).
  const change = report.change as (filters: { range?: DayRange; account?: string }) => void;
  return {
    ...report,
    setRange: (range: DayRange) => change({ range }),
    setAccount: (account: string) => change({ account }),
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
