import type { MessageKey } from '@lobbykit/sdk';
import { type ReactNode, useId, useRef } from 'react';
import { withTokenDefaults } from '../../../theme/tokens';
import { useOwnStyles } from '../../../ui/use-own-styles';
import { useTranslate } from '../../../ui/use-translate';
import { agentPagesCss } from './agent-pages.css';
// The titles are the navigation's own words (agentCenter.nav), the shell's; the pages' words are theirs.
import '../../messages/shell-messages';
import '../../messages/pages-messages';
import '../../../member-center/messages/records-messages';

const sheets = new Map<string, string>();

/**
 * The pages' CSS with every token's dark default as its fallback, as a widget's own CSS gets it, so
 * a page looks right on a host that sets no `--lk-*` tokens (a partner's portal).
 */
export function pageSheet(extraCss = ''): string {
  let sheet = sheets.get(extraCss);
  if (!sheet) {
    sheet = withTokenDefaults(extraCss ? `${agentPagesCss}\n${extraCss}` : agentPagesCss);
    sheets.set(extraCss, sheet);
  }
  return sheet;
}

interface AgentPageProps {
  /** The page's navigation name (R2.110-R2.114), whose label is its title. */
  page: string;
  busy?: boolean;
  /** Styles beyond the agent pages' own (a reused member-center page's shell CSS). */
  extraCss?: string;
  children: ReactNode;
}

/**
 * An agent-center page's frame: its heading (the navigation's label) and its styles adopted into
 * whichever shadow root it renders in, so the shell's stylesheet carries none of the pages' CSS.
 */
export function AgentPage({ page, busy = false, extraCss = '', children }: AgentPageProps) {
  const t = useTranslate();
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();
  useOwnStyles(ref, pageSheet(extraCss));
  return (
    <section ref={ref} className="lk-records lk-ap" aria-labelledby={headingId} aria-busy={busy}>
      <h2 className="lk-records__title" id={headingId}>
        {t(`agentCenter.nav.${page}` as MessageKey)}
      </h2>
      {children}
    </section>
  );
}
