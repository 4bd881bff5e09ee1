import { type DatePreset, type DayRange, presetRange } from '../member-center/records-date-range';

/**
 * The agent reports look back: of the date picker's presets (R9.43, next and previous 7 and 30
 * days) they offer the previous ones, counted in the merchant's time zone like every record page.
 */
export const AGENT_REPORT_PRESETS = ['previous7', 'previous30'] as const satisfies readonly DatePreset[];
export type AgentReportPreset = (typeof AGENT_REPORT_PRESETS)[number];

/** The range a report opens with: the previous 7 days, today included. */
export function defaultReportRange(today: Date = new Date()): DayRange {
  return presetRange('previous7', today);
}
