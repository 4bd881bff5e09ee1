import { adoptStyles, overlayRoot } from '@lobbykit/sdk';
import {
  APPLICATION_REMARK_MAX,
  APPLY_IMAGE_MAX_COUNT,
  type ApplyFormProblems,
  addApplyImages,
  applyFormProblems,
  applyForPromotion,
  type Promotion,
} from '@lobbykit/sdk/promotions';
import { type FormEvent, useId, useLayoutEffect, useState } from 'react';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { ImageAttachments, useImageAttachments } from '../ui/image-attachments';
import { Modal } from '../ui/modal';
import { useTranslate } from '../ui/use-translate';
import { applyDialogCss } from './apply-dialog.css';
import { promotionFailureText } from './promotion-failure';
import './messages/apply-messages';

interface ApplyDialogProps {
  promotion: Promotion;
  onClose: () => void;
  onApplied: (promotion: Promotion) => void;
}

/**
 * A manual promotion's application (spec: remark up to 140 characters, 1 to 3 png or jpg images of
 * 5 MB each): the remark with its count, the screenshots as removable previews, the first error of
 * each field, and the server's answer in words. The Modal traps focus and gives it back on close.
 */
export default function ApplyDialog({ promotion, onClose, onApplied }: ApplyDialogProps) {
  const t = useTranslate();
  const id = useId();
  const [remark, setRemark] = useState('');
  const attached = useImageAttachments(addApplyImages);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const problems: ApplyFormProblems = tried
    ? applyFormProblems({ remark, images: attached.images })
    : { remark: null, images: null };
  const remarkError = problems.remark
    ? t(`promotionsApply.${problems.remark}`, { max: APPLICATION_REMARK_MAX })
    : null;
  // The first error of the screenshots: a refused pick, else the missing image.
  const imagesError = attached.refused
    ? t(`promotionsApply.${attached.refused}`)
    : problems.images
      ? t(`promotionsApply.${problems.images}`)
      : null;
  const length = remark.trim().length;
  // The form renders in the overlay: its rules go there (the widget's own sheet follows the Modal).
  useLayoutEffect(() => adoptStyles(overlayRoot(), applyDialogCss), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    setSending(true);
    try {
      const outcome = await applyForPromotion(promotion.id, { remark, images: attached.images });
      if (outcome.status === 'sent') onApplied(promotion);
    } catch (error) {
      setFailure(promotionFailureText(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal open title={t('promotionsApply.title', { title: promotion.title })} onClose={onClose}>
      <form className="lk-promo-apply" noValidate onSubmit={(event) => void submit(event)}>
        <Field id={`${id}-remark`} label={t('promotionsApply.remark')} errors={remarkError}>
          {(control) => (
            <textarea
              {...control}
              aria-describedby={[control['aria-describedby'], `${id}-remark-hint`].filter(Boolean).join(' ')}
              className="lk-input lk-promo-apply__remark"
              name="remark"
              rows={4}
              value={remark}
              onInput={(event) => setRemark((event.currentTarget as HTMLTextAreaElement).value)}
            />
          )}
        </Field>
        <p className="lk-promo-apply__hint" id={`${id}-remark-hint`}>
          <span>{t('promotionsApply.remarkHint')}</span>
          <span className={length > APPLICATION_REMARK_MAX ? 'lk-promo-apply__count--over' : ''}>
            {t('promotionsApply.count', { count: length, max: APPLICATION_REMARK_MAX })}
          </span>
        </p>
        <ImageAttachments
          id={id}
          attached={attached}
          max={APPLY_IMAGE_MAX_COUNT}
          error={imagesError}
          words={{
            legend: t('promotionsApply.images'),
            hint: t('promotionsApply.imagesHint'),
            choose: t('promotionsApply.choose'),
            remove: (name) => t('promotionsApply.remove', { name }),
          }}
        />
        {failure ? (
          <p className="lk-promo-notice lk-promo-notice--error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="lk-promo-apply__buttons">
          <Button variant="ghost" onClick={onClose}>
            {t('promotionsApply.cancel')}
          </Button>
          <Button type="submit" loading={sending}>
            {t('promotionsApply.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
