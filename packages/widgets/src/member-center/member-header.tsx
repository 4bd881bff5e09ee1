import { $session, navigate } from '@lobbykit/sdk';
import { CONTENT_PAGE_PATHS } from '@lobbykit/sdk/help-center';
import { type ComponentType, useState } from 'react';
import { Button } from '../ui/button';
import { MemberAvatar } from '../ui/member-avatar';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import './messages/icon-messages';

type Editor = ComponentType<{ onClose: () => void }>;
// The editor (file reading, canvas, upload) is a chunk of its own, fetched when the member asks for it.
let loadedEditor: Editor | null = null;

/**
 * The member center's header: the member's icon (R7.11), nickname and account, the control that opens
 * the icon editor below it, and the member area's blog and app install guides (R2.103).
 */
export function MemberHeader() {
  const t = useTranslate();
  const session = useStore($session);
  const [editing, setEditing] = useState(false);
  const [Editor, setEditor] = useState<Editor | null>(() => loadedEditor);
  function toggle() {
    setEditing(!editing);
    if (Editor) return;
    import('./icon-editor').then(
      (module) => {
        loadedEditor = module.default;
        setEditor(() => module.default);
      },
      (error: unknown) => console.error('[lobbykit] the icon editor could not be loaded', error),
    );
  }
  const name = session.nickname || session.account || session.username || '';
  return (
    <section className="lk-mc-head" aria-label={t('memberIcon.header')}>
      <div className="lk-mc-head__who">
        <MemberAvatar className="lk-mc-head__avatar" imgUrl={session.imgUrl} name={name} />
        <div className="lk-mc-head__names">
          <strong>{name}</strong>
          {session.account && session.account !== name ? <span>{session.account}</span> : null}
        </div>
        <Button variant="ghost" aria-expanded={editing} onClick={() => toggle()}>
          {t('memberIcon.change')}
        </Button>
      </div>
      <nav className="lk-mc-head__links" aria-label={t('memberIcon.more')}>
        {(
          [
            ['blog', CONTENT_PAGE_PATHS.blog],
            ['guides', CONTENT_PAGE_PATHS.guide],
          ] as const
        ).map(([key, path]) => (
          <a
            key={key}
            href={path}
            className="lk-mc-head__link"
            onClick={(event) => {
              event.preventDefault();
              navigate(path);
            }}
          >
            {t(`memberIcon.${key}`)}
          </a>
        ))}
      </nav>
      {editing && Editor ? <Editor onClose={() => setEditing(false)} /> : null}
    </section>
  );
}
