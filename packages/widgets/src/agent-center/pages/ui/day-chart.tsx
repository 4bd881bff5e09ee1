import { adoptStyles } from '@lobbykit/sdk';
import { useEffect, useId, useRef } from 'react';
import { withTokenDefaults } from '../../../theme/tokens';
import { useTranslate } from '../../../ui/use-translate';
import type { DayChartInput } from './day-chart-canvas';

interface DayChartProps {
  title: string;
  days: readonly string[];
  values: readonly number[];
  tone: DayChartInput['tone'];
  /** The range, for the table's caption. */
  start: string;
  end: string;
  money(amount: number): string;
}

/** uPlot's chunk, fetched the first time the team overview draws a chart (and only by that page). */
const loadCanvas = () => import('./day-chart-canvas');

/** Axis ticks stay short on a phone: 1.2K, 3.4M, with the sign. */
function compact(value: number): string {
  const size = Math.abs(value);
  if (size >= 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`;
  if (size >= 1_000) return `${(value / 1_000).toFixed(1)}K`;
  return String(Math.round(value));
}

/**
 * One series of the team overview by day: the uPlot chart (hidden from screen readers: it only
 * draws) beside a table with a caption holding the same figures, which is also what shows until
 * the chart's chunk arrives or where a canvas cannot draw.
 */
export function DayChart({ title, days, values, tone, start, end, money }: DayChartProps) {
  const t = useTranslate();
  const headingId = useId();
  const canvas = useRef<HTMLDivElement>(null);
  const series = `${days.join()}|${values.join()}`;

  useEffect(() => {
    let destroy: (() => void) | null = null;
    let current = true;
    loadCanvas().then(
      (module) => {
        const element = canvas.current;
        if (!current || !element) return;
        const root = element.getRootNode();
        if (root instanceof ShadowRoot) adoptStyles(root, withTokenDefaults(module.dayChartCss));
        destroy = module.drawDayChart(element, { days, values, tone, format: compact });
      },
      () => undefined,
    );
    return () => {
      current = false;
      destroy?.();
    };
  }, [series, tone]);

  return (
    <figure className="lk-ap-chart" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <div className="lk-ap-chart__body">
        <div ref={canvas} className="lk-ap-chart__canvas" aria-hidden="true" data-chart={tone} />
        <div className="lk-ap-table-wrap">
          <table className="lk-ap-table">
            <caption>{t('agentPages.overview.caption', { title, start, end })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('agentPages.overview.day')}</th>
                <th scope="col">{t('agentPages.overview.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day, index) => (
                <tr key={day}>
                  <th scope="row">{day}</th>
                  <td>{money(values[index] ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </figure>
  );
}
