import { SiteLink } from '../ui/site-link';
import { useTranslate } from '../ui/use-translate';

/** Where the terms live on the player site (R2.05). */
export const TERMS_PATH = '/help#term';

const SLOT = '\u0000';

/** The translated sentence with the terms link where the dictionary put `{{terms}}`. */
export function TermsLabel() {
  const t = useTranslate();
  const [before = '', after = ''] = t('login.terms', { terms: SLOT }).split(SLOT);
  return (
    <>
      {before}
      <SiteLink path={TERMS_PATH}>{t('login.termsLink')}</SiteLink>
      {after}
    </>
  );
}
