import { $config, closeModal } from '@lobbykit/sdk';
import { HELP_MODAL, loadHelpCenter } from '@lobbykit/sdk/help-center';
import { useEffect } from 'react';
import { Modal } from '../ui/modal';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import { HelpTopics } from './help-topics';
import './messages/help-messages';

export interface HelpCenterProps {
  /** The topic to open on (`term`); without one, the page's #hash on /help, else the first topic. */
  topic?: string | undefined;
}

/** On the player site's /help route the hash names the topic (R2.05); elsewhere it belongs to the page. */
const HELP_ROUTE = /^\/help\/?$/i;

/**
 * The help center (R2.04): the operator's topics (terms, privacy, responsible gaming, FAQ ...) in the
 * player's language, a list beside the selected topic's HTML, sanitised. On /help the hash picks the
 * topic (/help#term shows the terms) and choosing another updates it, without a history entry each.
 */
export function HelpCenter({ topic }: HelpCenterProps) {
  const t = useTranslate();
  const { language, merchantCode } = useStore($config);
  // Asked for as the modal opens, not once its content shows: the list below takes the same answer;
  // a language or merchant switch asks again.
  useEffect(() => {
    loadHelpCenter().catch(() => undefined);
  }, [language, merchantCode]);
  return (
    <Modal open title={t('help.title')} onClose={() => closeModal(HELP_MODAL)} minWidth={280}>
      <div className="lk-help">
        <HelpTopics
          section="help"
          topic={topic}
          route={HELP_ROUTE}
          heading="h3"
          words={{
            topics: t('help.topics'),
            loading: t('help.loading'),
            error: t('help.error'),
            empty: t('help.empty'),
          }}
        />
      </div>
    </Modal>
  );
}
