import { useT } from '../use-t';

export function NotFoundPage() {
  const t = useT();
  return (
    <section className="page page--narrow">
      <h1>{t('site.notFoundTitle')}</h1>
      <p>{t('site.notFoundText')}</p>
      <a className="button button--primary" href="/">
        {t('site.backHome')}
      </a>
    </section>
  );
}
