import { $session, closeModal, errorMessage, failureMessage, openModal } from '@lobbykit/sdk';
import {
  addFeedbackImages,
  FEEDBACK_CATEGORIES,
  FEEDBACK_IMAGE_MAX_COUNT,
  FEEDBACK_LIMITS,
  FEEDBACK_MODAL,
  type FeedbackCategory,
  type FeedbackFormProblems,
  type FeedbackItem,
  feedbackFormProblems,
  feedbackWordCount,
  sendFeedback,
} from '@lobbykit/sdk/feedback';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { ImageAttachments, useImageAttachments } from '../ui/image-attachments';
import { Modal } from '../ui/modal';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import './messages/feedback-messages';

const NO_PROBLEMS: FeedbackFormProblems = { content: null, remark: null };
const limits = { min: FEEDBACK_LIMITS.wordsMin, max: FEEDBACK_LIMITS.wordsMax };

/**
 * Feedback and complaints (R2.37, R7.19): a type, the message with its word counter (R5.38), an
 * optional remark (R5.34) and up to 3 png or jpg images shown as removable previews (R5.35-R5.37).
 * Each field shows its first error; the server's refusal shows in words; the text is only ever
 * rendered as text. A guest is asked to log in; a trial player reads in_need_true_account (R5.40).
 */
export function Feedback() {
  const t = useTranslate();
  const id = useId();
  const session = useStore($session);
  const [category, setCategory] = useState<FeedbackCategory>('suggestion');
  const [content, setContent] = useState('');
  const [remark, setRemark] = useState('');
  const attached = useImageAttachments(addFeedbackImages);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<FeedbackItem | null>(null);
  const close = () => closeModal(FEEDBACK_MODAL);

  const problems = tried ? feedbackFormProblems({ content, remark }) : NO_PROBLEMS;
  const words = feedbackWordCount(content);
  const remarkLength = remark.trim().length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    setSending(true);
    try {
      const outcome = await sendFeedback({ category, content, remark, images: attached.images });
      if (outcome.status === 'sent') setSent(outcome.feedback);
      else if (outcome.status === 'throttled')
        setFailure(t('feedback.throttled', { minutes: outcome.minutes }));
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setSending(false);
    }
  }

  function again() {
    setSent(null);
    setContent('');
    setRemark('');
    attached.clear();
    setTried(false);
  }

  let body: ReactNode;
  if (!session.isLogin || session.isTrial) {
    body = (
      <div className="lk-feedback__done">
        <p role="status">
          {session.isLogin ? errorMessage('in_need_true_account') : t('feedback.signInNeeded')}
        </p>
        {session.isLogin ? (
          <Button onClick={close}>{t('feedback.close')}</Button>
        ) : (
          <Button onClick={() => openModal('login')}>{t('feedback.signIn')}</Button>
        )}
      </div>
    );
  } else if (sent) {
    body = (
      <div className="lk-feedback__done" role="status">
        <h3>{t('feedback.thanks')}</h3>
        <p>{t('feedback.thanksDetail')}</p>
        <div className="lk-feedback__buttons">
          <Button variant="ghost" onClick={again}>
            {t('feedback.another')}
          </Button>
          <Button onClick={close}>{t('feedback.close')}</Button>
        </div>
      </div>
    );
  } else {
    const imagesError = attached.refused ? t(`feedback.${attached.refused}`) : null;
    body = (
      <form className="lk-feedback" noValidate onSubmit={(event) => void submit(event)}>
        <p className="lk-feedback__intro">{t('feedback.intro')}</p>
        <fieldset className="lk-feedback__categories">
          <legend className="lk-field__label">{t('feedback.category')}</legend>
          {FEEDBACK_CATEGORIES.map((value) => (
            <label key={value} className="lk-feedback__category">
              <input
                type="radio"
                name="category"
                value={value}
                checked={category === value}
                onChange={() => setCategory(value)}
              />
              <span>{t(`feedback.category_${value}`)}</span>
            </label>
          ))}
        </fieldset>
        <Field
          id={`${id}-content`}
          label={t('feedback.content')}
          errors={problems.content ? t(`feedback.${problems.content}`, limits) : null}
        >
          {(control) => (
            <textarea
              {...control}
              aria-describedby={[control['aria-describedby'], `${id}-content-hint`].filter(Boolean).join(' ')}
              className="lk-input lk-feedback__content"
              name="content"
              rows={6}
              value={content}
              onInput={(event) => setContent((event.currentTarget as HTMLTextAreaElement).value)}
            />
          )}
        </Field>
        <p className="lk-feedback__hint" id={`${id}-content-hint`}>
          <span>{t('feedback.contentHint', limits)}</span>
          <span
            className={words > FEEDBACK_LIMITS.wordsMax ? 'lk-feedback__count--over' : ''}
            aria-live="polite"
          >
            {t('feedback.words', { count: words, max: FEEDBACK_LIMITS.wordsMax })}
          </span>
        </p>
        <Field
          id={`${id}-remark`}
          label={t('feedback.remark')}
          errors={
            problems.remark ? t(`feedback.${problems.remark}`, { max: FEEDBACK_LIMITS.remarkMax }) : null
          }
        >
          {(control) => (
            <input
              {...control}
              aria-describedby={[control['aria-describedby'], `${id}-remark-hint`].filter(Boolean).join(' ')}
              className="lk-input"
              name="remark"
              value={remark}
              onInput={(event) => setRemark((event.currentTarget as HTMLInputElement).value)}
            />
          )}
        </Field>
        <p className="lk-feedback__hint" id={`${id}-remark-hint`}>
          <span>{t('feedback.remarkHint')}</span>
          <span className={remarkLength > FEEDBACK_LIMITS.remarkMax ? 'lk-feedback__count--over' : ''}>
            {t('feedback.count', { count: remarkLength, max: FEEDBACK_LIMITS.remarkMax })}
          </span>
        </p>
        <ImageAttachments
          id={id}
          attached={attached}
          max={FEEDBACK_IMAGE_MAX_COUNT}
          error={imagesError}
          words={{
            legend: t('feedback.images'),
            hint: t('feedback.imagesHint'),
            choose: t('feedback.choose'),
            remove: (name) => t('feedback.remove', { name }),
          }}
        />
        {failure ? (
          <p className="lk-feedback__failure" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="lk-feedback__buttons">
          <Button variant="ghost" onClick={close}>
            {t('feedback.cancel')}
          </Button>
          <Button type="submit" loading={sending}>
            {t('feedback.submit')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <Modal open title={t('feedback.title')} onClose={close} minWidth={280}>
      {body}
    </Modal>
  );
}
