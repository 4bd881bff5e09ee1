import { ErrorState } from '../../ui/error-state';

/** What the last action of a page (a claim, a sign-in) said; null before any, or while the next one runs. */
export type ActionNotice = { tone: 'ok' | 'error'; text: string } | null;

/** The last action's words: news as a status line, a refusal as the error state. */
export function ActionNoticeLine({ notice }: { notice: ActionNotice }) {
  if (notice?.tone === 'ok')
    return (
      <p className="lk-records__notice" role="status">
        {notice.text}
      </p>
    );
  return notice ? <ErrorState message={notice.text} /> : null;
}
