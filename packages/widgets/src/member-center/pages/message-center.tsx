import { dialogs, failureOf, formatDate } from '@lobbykit/sdk';
import {
  deleteMessages,
  loadMessages,
  type MemberMessage,
  type MessageFilter,
  type MessagePage,
  markMessages,
} from '@lobbykit/sdk/member-center';
import { useId, useState } from 'react';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { useTranslate } from '../../ui/use-translate';
import type { MemberCenterPageProps } from '../page-props';
import { RecordsPage } from '../ui/records-page';
import { recordFailureText, useRecordLoad } from '../ui/use-record-load';
import '../messages/records-messages';
import { RecordsBody } from '../ui/records-body';
import { useRecordQuery } from '../ui/use-record-query';

const FILTERS: readonly MessageFilter[] = ['all', 'unread', 'read'];

/**
 * messageV2: the member's platform messages; opening one marks it read, and each can be marked
 * unread again or deleted. Every change moves the messageV2 red counter (R2.101) at once.
 */
export default function MessageCenter(_props: MemberCenterPageProps) {
  const t = useTranslate();
  const records = useRecordQuery(() => ({ filter: 'all' as MessageFilter }));
  const { filter, pageNo } = records.query;
  const [open, setOpen] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { state, retry, replace } = useRecordLoad(() => loadMessages(filter, pageNo), records.key);

  const run = async (change: () => Promise<unknown>, after: (page: MessagePage) => MessagePage) => {
    if (state.status !== 'ready') return;
    setFailure(null);
    try {
      await change();
      replace(after(state.data));
    } catch (error) {
      setFailure(recordFailureText(failureOf(error)));
    }
  };

  const setRead = (message: MemberMessage, read: boolean) =>
    run(
      () => markMessages([message.id], read),
      // The message stays where it is, even under a filter it no longer matches, so the one being
      // read does not vanish under the player's eyes; choosing a filter again reloads.
      (page) => ({
        ...page,
        list: page.list.map((entry) => (entry.id === message.id ? { ...entry, read } : entry)),
      }),
    );

  const toggle = (message: MemberMessage) => {
    const opening = open !== message.id;
    setOpen(opening ? message.id : null);
    if (opening && !message.read) void setRead(message, true);
  };

  const remove = async (message: MemberMessage) => {
    if (!(await dialogs().confirm(t('memberRecords.messages.confirmDelete', { title: message.title }))))
      return;
    await run(
      () => deleteMessages([message.id]),
      (page) => ({
        ...page,
        list: page.list.filter((entry) => entry.id !== message.id),
        totalCount: Math.max(0, page.totalCount - 1),
      }),
    );
  };

  return (
    <RecordsPage title={t('memberCenter.nav.messageV2')} busy={state.status === 'loading'}>
      <fieldset className="lk-tabs">
        <legend className="lk-sr-only">{t('memberRecords.messages.filter')}</legend>
        {FILTERS.map((entry) => (
          <button
            key={entry}
            type="button"
            aria-pressed={filter === entry}
            onClick={() => {
              records.change({ filter: entry });
              setOpen(null);
            }}
          >
            {t(`memberRecords.messages.${entry}`)}
          </button>
        ))}
      </fieldset>
      {failure ? <ErrorState message={failure} /> : null}
      <RecordsBody
        state={state}
        onRetry={retry}
        empty={{ text: t('memberRecords.messages.empty') }}
        onPage={records.setPage}
      >
        {(message) => (
          <MessageRow
            key={message.id}
            message={message}
            open={open === message.id}
            onToggle={() => toggle(message)}
            onRead={(read) => void setRead(message, read)}
            onDelete={() => void remove(message)}
          />
        )}
      </RecordsBody>
    </RecordsPage>
  );
}

interface MessageRowProps {
  message: MemberMessage;
  open: boolean;
  onToggle(): void;
  onRead(read: boolean): void;
  onDelete(): void;
}

function MessageRow({ message, open, onToggle, onRead, onDelete }: MessageRowProps) {
  const t = useTranslate();
  const bodyId = useId();
  return (
    <li className={message.read ? 'lk-record' : 'lk-record lk-record--unread'}>
      <div className="lk-record__head">
        <h3 className="lk-record__name">
          <button
            type="button"
            className="lk-message__title"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={onToggle}
          >
            {message.title}
          </button>
        </h3>
        {message.read ? null : (
          <span className="lk-badge lk-badge--new">{t('memberRecords.messages.new')}</span>
        )}
      </div>
      <span className="lk-record__meta">{formatDate(message.createdAt, { time: true })}</span>
      <div id={bodyId} hidden={!open}>
        {open ? (
          <>
            <p className="lk-record__body">{message.content}</p>
            <div className="lk-record__actions">
              <Button variant="ghost" onClick={() => onRead(!message.read)}>
                {message.read ? t('memberRecords.messages.markUnread') : t('memberRecords.messages.markRead')}
              </Button>
              <Button variant="danger" onClick={onDelete}>
                {t('memberRecords.messages.delete')}
              </Button>
            </div>
          </>
        ) : null}
      </div>
    </li>
  );
}
