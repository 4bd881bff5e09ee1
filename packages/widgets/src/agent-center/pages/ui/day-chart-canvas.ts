import { darkTheme } from '@lobbykit/sdk';
import uPlot from 'uplot';

/**
 * The uPlot half of a team overview chart, in a chunk of its own: the team overview imports it on
 * first paint of its charts, so no other page (and no first paint) carries uPlot's code.
 */

/** uPlot's own stylesheet cut to what a chart without legend or selection needs, as the shadow root adopts it. */
export const dayChartCss = `
.uplot, .uplot * { box-sizing: border-box; }
.uplot { font-family: var(--lk-font); line-height: 1.5; width: min-content; }
.u-wrap { position: relative; user-select: none; }
.u-over, .u-under, .u-axis { position: absolute; }
.u-under { overflow: hidden; }
.uplot canvas { display: block; position: relative; width: 100%; height: 100%; }
.u-cursor-x, .u-cursor-y { position: absolute; left: 0; top: 0; pointer-events: none; }
.u-hz .u-cursor-x { height: 100%; border-right: 1px dashed var(--lk-text-muted); }
.u-cursor-y { display: none; }
.u-cursor-pt { position: absolute; top: 0; left: 0; border-radius: 50%; border: 0 solid; pointer-events: none; background-clip: padding-box !important; }
.u-select { position: absolute; pointer-events: none; }
.u-axis.u-off, .u-select.u-off, .u-cursor-x.u-off, .u-cursor-y.u-off, .u-cursor-pt.u-off { display: none; }
`;

export interface DayChartInput {
  /** yyyy-MM-dd, oldest first. */
  days: readonly string[];
  values: readonly number[];
  /** The token naming the series colour: 'primary', 'success', 'accent'. */
  tone: 'primary' | 'success' | 'accent';
  /** How an axis tick reads (money in the merchant's currency). */
  format(value: number): string;
  height?: number;
}

/**
 * A token's value on the chart's element, so an operator's theme colours the canvas too; where the
 * host sets none, the dark theme's default, as the widgets' CSS falls back to it.
 */
function token(element: Element, name: keyof typeof darkTheme): string {
  const value = getComputedStyle(element).getPropertyValue(`--lk-${name}`).trim();
  return value || darkTheme[name];
}

const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/**
 * Draws one series by day into `element`, as wide as the element, and redraws on resize. Returns
 * the clean-up. Does nothing where a canvas cannot draw (a test DOM): the table beside it remains.
 */
export function drawDayChart(element: HTMLElement, input: DayChartInput): () => void {
  const probe = document.createElement('canvas').getContext?.('2d');
  if (!probe) return () => undefined;
  const text = token(element, 'text-muted');
  const grid = token(element, 'border');
  const stroke = token(element, input.tone);
  const font = `12px ${token(element, 'font')}`;
  const axis = {
    stroke: text,
    font,
    grid: { stroke: grid, width: 1 },
    ticks: { stroke: grid, width: 1 },
  };
  const width = () => Math.max(240, Math.floor(element.clientWidth || 320));
  const chart = new uPlot(
    {
      width: width(),
      height: input.height ?? 200,
      legend: { show: false },
      cursor: { y: false, drag: { x: false, y: false } },
      scales: { x: { time: true } },
      series: [
        {},
        {
          stroke,
          width: 2,
          // A faint area under the line where the token is a plain hex colour.
          fill: /^#[0-9a-f]{6}$/i.test(stroke) ? `${stroke}33` : undefined,
          points: { show: input.days.length <= 31, size: 5, fill: stroke },
        },
      ],
      axes: [
        // Days in UTC: the server's day strings are the merchant's calendar days already.
        {
          ...axis,
          values: (_u, ticks) => ticks.map((tick) => new Date(tick * 1000).toISOString().slice(5, 10)),
        },
        { ...axis, size: 72, values: (_u, ticks) => ticks.map((tick) => input.format(tick)) },
      ],
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    },
    [input.days.map(dayStart), [...input.values]],
    element,
  );
  const observer =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver(() => {
          chart.setSize({ width: width(), height: input.height ?? 200 });
        });
  observer?.observe(element);
  return () => {
    observer?.disconnect();
    chart.destroy();
  };
}
