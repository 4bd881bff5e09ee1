import { useEffect, useState } from 'react';
import { Skeleton } from '../ui/skeleton';
import { sanitizeHtml } from './sanitize-html';

/**
 * Operator HTML, shown only once DOMPurify has made it inert (its chunk loads on the first call);
 * meanwhile lines of skeleton in the shape of a paragraph.
 */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const [safe, setSafe] = useState<{ from: string; html: string; failed?: true } | null>(null);
  useEffect(() => {
    let current = true;
    sanitizeHtml(html).then(
      (clean) => current && setSafe({ from: html, html: clean }),
      // Without the sanitiser nothing of the HTML may show: its text only, escaped by rendering.
      () => current && setSafe({ from: html, html: '', failed: true }),
    );
    return () => {
      current = false;
    };
  }, [html]);
  if (!safe || safe.from !== html)
    return (
      <div className={className} aria-hidden="true">
        <Skeleton height="12px" />
        <Skeleton width="80%" height="12px" />
      </div>
    );
  if (safe.failed) return <div className={className}>{textOf(html)}</div>;
  // Sanitised by DOMPurify just above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe.html }} />;
}

function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
