import { type ReactNode, useId, useRef } from 'react';
import { useOwnStyles } from '../../ui/use-own-styles';
import { recordsCss } from './records.css';
// The page titles are the navigation's own words (memberCenter.nav), registered by the shell.
import '../messages/member-center-messages';

interface RecordsPageProps {
  title: string;
  busy?: boolean;
  children: ReactNode;
}

/** A record page's frame: its heading, and its styles adopted into whichever shadow root it renders in. */
export function RecordsPage({ title, busy = false, children }: RecordsPageProps) {
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();
  useOwnStyles(ref, recordsCss);
  return (
    <section ref={ref} className="lk-records" aria-labelledby={headingId} aria-busy={busy}>
      <h2 className="lk-records__title" id={headingId}>
        {title}
      </h2>
      {children}
    </section>
  );
}
