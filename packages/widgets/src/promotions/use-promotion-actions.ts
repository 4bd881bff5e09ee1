import { dialogs, ErrorCode, errorMessage, failureOf, openModal } from '@lobbykit/sdk';
import {
  claimPromotion,
  joinPromotion,
  type Promotion,
  type PromotionAction,
} from '@lobbykit/sdk/promotions';
import { useCallback, useState } from 'react';
import { useMoney } from '../member-center/ui/use-currency';
import { useTranslate } from '../ui/use-translate';
import { promotionFailureText } from './promotion-failure';

/** What the last action on a promotion said, shown beside its button until the next one. */
export interface PromotionNotice {
  id: number;
  tone: 'ok' | 'error';
  text: string;
}

export interface PromotionActions {
  /** The promotion whose action is under way. */
  busy: number | null;
  notice: PromotionNotice | null;
  /** The manual promotion whose application form is open. */
  applying: Promotion | null;
  run: (promotion: Promotion, action: PromotionAction) => void;
  closeApply: () => void;
  /** The application went through: the form closes and the promotion says so. */
  applied: (promotion: Promotion) => void;
}

/**
 * The buttons' effects: join and claim through the sdk (the claim reloads the header balance), the
 * application form for apply, the login popup for a guest (R6.01) and the trial warning (R6.05).
 * `changed` receives a promotion in its new state; `reload` asks for the list again.
 */
export function usePromotionActions(
  changed: (promotion: Promotion) => void,
  reload: () => void,
): PromotionActions {
  const t = useTranslate();
  const money = useMoney();
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<PromotionNotice | null>(null);
  const [applying, setApplying] = useState<Promotion | null>(null);

  const run = useCallback(
    async (promotion: Promotion, action: PromotionAction) => {
      if (action === 'login') return openModal('login');
      if (action === 'registerFirst') return void dialogs().alert(errorMessage(ErrorCode.trialAccount));
      if (action === 'apply') return setApplying(promotion);
      setBusy(promotion.id);
      setNotice(null);
      try {
        if (action === 'join') {
          changed(await joinPromotion(promotion.id));
          setNotice({
            id: promotion.id,
            tone: 'ok',
            text: t('promotions.done.join', { title: promotion.title }),
          });
        } else {
          const result = await claimPromotion(promotion);
          changed(result.promotion);
          setNotice({
            id: promotion.id,
            tone: 'ok',
            text: t(action === 'raffle' ? 'promotions.done.raffle' : 'promotions.done.claim', {
              amount: money(result.amount),
            }),
          });
        }
      } catch (error) {
        setNotice({ id: promotion.id, tone: 'error', text: promotionFailureText(error) });
        // The session ended meanwhile: the login popup, and the list as a guest sees it.
        if (failureOf(error).errorCode === ErrorCode.notLoggedIn) {
          openModal('login');
          reload();
        }
      } finally {
        setBusy(null);
      }
    },
    [changed, reload, t, money],
  );

  const applied = useCallback(
    (promotion: Promotion) => {
      setApplying(null);
      setNotice({ id: promotion.id, tone: 'ok', text: t('promotions.done.apply') });
      reload();
    },
    [reload, t],
  );

  return {
    busy,
    notice,
    applying,
    run: (promotion, action) => void run(promotion, action),
    closeApply: () => setApplying(null),
    applied,
  };
}
