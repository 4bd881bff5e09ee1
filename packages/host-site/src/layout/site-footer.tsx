import { useT } from '../use-t';

export function SiteFooter() {
  const t = useT();
  return (
    <footer className="site-footer">
      <span className="site-footer__age" role="img" aria-label={t('ageLimit')}>
        18+
      </span>
      <p className="site-footer__license">{t('license')}</p>
      <p className="site-footer__copyright">© {new Date().getFullYear()} LobbyKit</p>
    </footer>
  );
}
