import type { DOMPurify } from 'dompurify';

let purifier: Promise<DOMPurify> | null = null;

/**
 * DOMPurify (about 20 KB gzip) in a chunk of its own, fetched the first time an announcement body
 * is shown: most visits never open one, so the first paint does not pay for it.
 */
function loadPurifier(): Promise<DOMPurify> {
  purifier ??= import('dompurify').then(({ default: purify }) => {
    // Operator links leave the lobby in a new tab and cannot reach back into it.
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    return purify;
  });
  return purifier;
}

/**
 * Announcement HTML as the operator wrote it, made inert: scripts, event handlers, javascript: URLs,
 * forms and styles go; text formatting, lists, links and images stay.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  const purify = await loadPurifier();
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}
