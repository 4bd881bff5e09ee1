import { type Failure, formatDate } from '@lobbykit/sdk';
import { copyText, loadReferral, loadReferredFriends, type Referral } from '@lobbykit/sdk/member-center';
import { useId, useRef, useState } from 'react';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { QrCode, qrCodeCss } from '../../ui/qr-code';
import { Skeleton } from '../../ui/skeleton';
import { useOwnStyles } from '../../ui/use-own-styles';
import { useTranslate } from '../../ui/use-translate';
import type { MemberCenterPageProps } from '../page-props';
import { Fact, RecordsEmpty, RecordsSkeleton } from '../ui/record-states';
import { RecordsPage } from '../ui/records-page';
import { useRecordLoad } from '../ui/use-record-load';
// Its own words only: the records' kit (date picker, pager and their words) is not needed here.
import '../messages/referral-messages';

const referralCss = `
${qrCodeCss}
.lk-referral-page { display: grid; gap: 16px; }
.lk-referral { display: grid; gap: 16px; padding: 16px; border-radius: var(--lk-radius); background: var(--lk-surface); border: 1px solid var(--lk-border); }
@media (min-width: 640px) { .lk-referral { grid-template-columns: 1fr auto; align-items: start; } }
.lk-referral__share { display: grid; gap: 12px; min-width: 0; }
.lk-referral__intro { color: var(--lk-text-muted); }
.lk-referral__code { font-size: 22px; font-weight: 700; letter-spacing: 0.08em; color: var(--lk-accent); }
.lk-referral__row { display: flex; gap: 8px; align-items: stretch; flex-wrap: wrap; }
.lk-referral__row .lk-input { flex: 1 1 220px; min-width: 0; font-variant-numeric: tabular-nums; }
.lk-referral__status { min-height: 1.45em; font-size: 13px; color: var(--lk-text-muted); }
.lk-referral__qr { justify-self: center; }
.lk-referral__pager { display: flex; align-items: center; justify-content: center; gap: 12px; font-size: 13px; color: var(--lk-text-muted); }
.lk-referral__pager .lk-button { padding: 0; font-size: 18px; }
`;

type CopyState = 'idle' | 'copied' | 'failed';

/** The code, the link with Copy, its QR code and how many friends it brought. */
/**
 * A failure in the sdk's words: this page does not load the records' words, whose failure line would
 * show as its raw key.
 */
const sdkWords = (failure: Failure) => failure.message;

function ShareCard({ referral }: { referral: Referral & { code: string; link: string } }) {
  const t = useTranslate();
  const id = useId();
  const [copy, setCopy] = useState<CopyState>('idle');
  const input = useRef<HTMLInputElement>(null);

  async function copyLink() {
    const copied = await copyText(referral.link);
    setCopy(copied ? 'copied' : 'failed');
    // Where the clipboard is refused, the link is selected so the player's own copy takes it.
    if (!copied) input.current?.select();
  }

  return (
    <div className="lk-referral">
      <div className="lk-referral__share">
        <p className="lk-referral__intro">{t('referral.intro')}</p>
        <dl className="lk-record__facts">
          <Fact label={t('referral.code')}>
            <span className="lk-referral__code">{referral.code}</span>
          </Fact>
          <Fact label={t('referral.count')}>{referral.referredCount}</Fact>
        </dl>
        <div className="lk-field">
          <label className="lk-field__label" htmlFor={`${id}-link`}>
            {t('referral.link')}
          </label>
          <div className="lk-referral__row">
            <input
              ref={input}
              id={`${id}-link`}
              className="lk-input"
              readOnly
              value={referral.link}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button onClick={copyLink}>{t('referral.copy')}</Button>
          </div>
        </div>
        <p className="lk-referral__status" role="status">
          {copy === 'copied' ? t('referral.copied') : copy === 'failed' ? t('referral.copyFailed') : ''}
        </p>
      </div>
      <div className="lk-referral__qr">
        <QrCode value={referral.link} label={t('referral.qr')} size={160} margin={12} />
      </div>
    </div>
  );
}

/** The friends who registered with the link: masked account and when, newest first. */
function ReferredFriends() {
  const t = useTranslate();
  const [pageNo, setPageNo] = useState(1);
  const { state, retry } = useRecordLoad(() => loadReferredFriends(pageNo), String(pageNo), sdkWords);
  return (
    <>
      <h3 className="lk-records__title">{t('referral.friends')}</h3>
      {state.status === 'loading' ? (
        <RecordsSkeleton label={t('referral.loadingFriends')} rows={2} />
      ) : state.status === 'error' ? (
        <ErrorState message={state.message} onRetry={retry} />
      ) : state.data.list.length === 0 ? (
        <RecordsEmpty text={t('referral.empty')} />
      ) : (
        <>
          <ul className="lk-records__list">
            {state.data.list.map((friend) => (
              <li key={`${friend.account}-${friend.registeredAt}`} className="lk-record">
                <dl className="lk-record__facts">
                  <Fact label={t('referral.account')}>{friend.account}</Fact>
                  <Fact label={t('referral.registered')}>
                    {formatDate(friend.registeredAt, { time: true })}
                  </Fact>
                </dl>
              </li>
            ))}
          </ul>
          {state.data.totalPages > 1 ? (
            <nav className="lk-referral__pager" aria-label={t('referral.pager')}>
              <Button
                variant="ghost"
                aria-label={t('referral.previous')}
                disabled={state.data.pageNum <= 1}
                onClick={() => setPageNo(state.data.pageNum - 1)}
              >
                ‹
              </Button>
              <span>{t('referral.page', { page: state.data.pageNum, pages: state.data.totalPages })}</span>
              <Button
                variant="ghost"
                aria-label={t('referral.next')}
                disabled={state.data.pageNum >= state.data.totalPages}
                onClick={() => setPageNo(state.data.pageNum + 1)}
              >
                ›
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </>
  );
}

/** /member?page=referral: the member's referral link to share, and the friends it brought (R2.60). */
export default function ReferralPage(_props: MemberCenterPageProps) {
  const t = useTranslate();
  const holder = useRef<HTMLDivElement>(null);
  useOwnStyles(holder, referralCss);
  const { state, retry } = useRecordLoad(loadReferral, 'referral', sdkWords);

  return (
    <RecordsPage title={t('memberCenter.nav.referral')} busy={state.status === 'loading'}>
      <div ref={holder} className="lk-referral-page">
        {state.status === 'loading' ? (
          <div className="lk-referral" aria-busy="true">
            <span className="lk-sr-only" role="status">
              {t('referral.loading')}
            </span>
            <div className="lk-referral__share">
              <Skeleton width="70%" height="14px" />
              <Skeleton width="40%" height="28px" />
              <Skeleton height="44px" />
            </div>
            <Skeleton width="160px" height="160px" />
          </div>
        ) : state.status === 'error' ? (
          <ErrorState message={state.message} onRetry={retry} />
        ) : !state.data.enabled || !state.data.code || !state.data.link ? (
          <RecordsEmpty text={t('referral.disabled')} />
        ) : (
          <>
            <ShareCard referral={{ ...state.data, code: state.data.code, link: state.data.link }} />
            <ReferredFriends />
          </>
        )}
      </div>
    </RecordsPage>
  );
}
