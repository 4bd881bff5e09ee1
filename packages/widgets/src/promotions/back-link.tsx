import { useTranslate } from '../ui/use-translate';

/** R2.20: back to the list, a real link (its href is the list's address) that keeps routing client-side. */
export function BackLink({ onBack }: { onBack: () => void }) {
  const t = useTranslate();
  const href = typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;
  return (
    <a
      className="lk-promo-back"
      href={href}
      onClick={(event) => {
        event.preventDefault();
        onBack();
      }}
    >
      <span aria-hidden="true">←</span>
      {t('promotions.back')}
    </a>
  );
}
