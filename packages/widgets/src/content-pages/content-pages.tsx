import { CONTENT_PAGE_PATHS } from '@lobbykit/sdk/help-center';
import * as v from 'valibot';
import { HelpTopics } from '../help-center/help-topics';
import { useTranslate } from '../ui/use-translate';
import './messages/content-pages-messages';

export const contentPagesProps = v.object({
  /** Which pages: the blog or the app install guides (R2.103). */
  section: v.optional(v.picklist(['blog', 'guide']), 'blog'),
  /** The page to open on (`android`); without one, the address's #hash, else the first page. */
  topic: v.optional(v.string()),
});
export type ContentPagesProps = v.InferOutput<typeof contentPagesProps>;

const routes = {
  blog: new RegExp(`^${CONTENT_PAGE_PATHS.blog}/?$`, 'i'),
  guide: new RegExp(`^${CONTENT_PAGE_PATHS.guide}/?$`, 'i'),
};

/**
 * The blog or the app install guides of the member area (R2.103): the merchant's seeded pages in the
 * player's language, listed beside the chosen one, the operator's HTML sanitised as in the help
 * center. On /blog and /guides the hash names the page (/guides#android).
 */
export function ContentPages({ section, topic }: ContentPagesProps) {
  const t = useTranslate();
  return (
    <section className="lk-help lk-content-pages" aria-labelledby={`lk-content-pages-${section}`}>
      <h1 className="lk-content-pages__title" id={`lk-content-pages-${section}`}>
        {t(`contentPages.${section}.title`)}
      </h1>
      <HelpTopics
        key={section}
        section={section}
        topic={topic}
        route={routes[section]}
        heading="h2"
        words={{
          topics: t(`contentPages.${section}.topics`),
          loading: t(`contentPages.${section}.loading`),
          error: t(`contentPages.${section}.error`),
          empty: t(`contentPages.${section}.empty`),
        }}
      />
    </section>
  );
}
