import { claimGift, closeGiftNotice } from '@lobbykit/sdk/accounts';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { useTranslate } from '../ui/use-translate';
import './messages/password-messages';

/**
 * The `giftNotice` modal of the first-login action (R4.42): closing it, either way, sets its session
 * flag so it shows once; 'See my gift' goes on to the promotions.
 */
export function GiftNoticePopup() {
  const t = useTranslate();
  return (
    <Modal open compact title={t('passwords.gift.title')} onClose={closeGiftNotice}>
      <div className="lk-passwords__gift">
        {/* Inline SVG: an emoji gift would need a colour-emoji font the page may not have. */}
        <svg
          className="lk-passwords__gift-icon"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          stroke-width="1.8"
          stroke-linecap="round"
          stroke-linejoin="round"
        >
          <rect x="3" y="8" width="18" height="4" rx="1" />
          <path d="M5 12v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8M12 8v13" />
          <path d="M12 8c-1.5-3-5-4-5.5-2S9 8 12 8Zm0 0c1.5-3 5-4 5.5-2S15 8 12 8Z" />
        </svg>
        <p className="lk-passwords__gift-body">{t('passwords.gift.body')}</p>
        <div className="lk-passwords__actions">
          <Button variant="ghost" onClick={closeGiftNotice}>
            {t('passwords.gift.later')}
          </Button>
          <Button onClick={claimGift}>{t('passwords.gift.claim')}</Button>
        </div>
      </div>
    </Modal>
  );
}
