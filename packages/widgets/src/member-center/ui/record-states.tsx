import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';

interface RecordsSkeletonProps {
  label: string;
  rows?: number;
}

/** Skeleton rows in the shape of the record cards, with the loading line for screen readers. */
export function RecordsSkeleton({ label, rows = 4 }: RecordsSkeletonProps) {
  return (
    <div className="lk-records__skeleton">
      <span className="lk-sr-only" role="status">
        {label}
      </span>
      <ul className="lk-records__list" aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className="lk-record">
            <Skeleton width="55%" height="16px" />
            <Skeleton width="35%" height="12px" />
            <span className="lk-record__facts">
              <Skeleton height="28px" />
              <Skeleton height="28px" />
              <Skeleton height="28px" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface RecordsEmptyProps {
  text: string;
  action?: { label: string; onClick: () => void } | undefined;
  children?: ReactNode;
}

/** The empty state: what is missing, and the next thing to do where there is one. */
export function RecordsEmpty({ text, action }: RecordsEmptyProps) {
  return (
    <div className="lk-records__empty">
      <p>{text}</p>
      {action ? (
        <Button variant="ghost" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
    </div>
  );
}

interface FactProps {
  label: string;
  children: ReactNode;
  tone?: 'win' | 'loss' | undefined;
}

/** One labelled figure of a record card (stake, win, balance after ...). */
export function Fact({ label, children, tone }: FactProps) {
  return (
    <div className={tone ? `lk-fact lk-fact--${tone}` : 'lk-fact'}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
