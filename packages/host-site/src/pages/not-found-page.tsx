import { useT } from '../use-t';

export function NotFoundPage() {
  const t = useT();
  return (
    <section className="page page--narrow">
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <a className="button button--primary" href="/">
        {t('backHome')}
      </a>
    </section>
  );
}
