import { useId } from 'react';
import { SanitizedHtml } from './sanitized-html';

interface AnnouncementItemProps {
  title: string;
  content: string;
  expanded: boolean;
  onToggle: () => void;
}

/** One announcement: its title is the button that expands or collapses its text (R4.46). */
export function AnnouncementItem({ title, content, expanded, onToggle }: AnnouncementItemProps) {
  const panelId = useId();
  return (
    <li className={expanded ? 'lk-announcement lk-announcement--open' : 'lk-announcement'}>
      <h3 className="lk-announcement__heading">
        <button
          type="button"
          className="lk-announcement__title"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span>{title}</span>
          <svg className="lk-announcement__chevron" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 9l6 6 6-6" />
          </svg>
        </button>
      </h3>
      <div className="lk-announcement__panel" id={panelId} hidden={!expanded}>
        {/* Sanitised only when first opened: a closed one never loads DOMPurify. */}
        {expanded ? <SanitizedHtml className="lk-announcement__content" html={content} /> : null}
      </div>
    </li>
  );
}
