import { failureMessage } from '@lobbykit/sdk';
import {
  CENTRED_FRAME,
  checkMemberIconFile,
  cropMemberIcon,
  ICON_ZOOM_MAX,
  type IconFrame,
  type MemberIconProblem,
  squareCrop,
  uploadMemberIcon,
} from '@lobbykit/sdk/member-center';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../ui/button';
import { useTranslate } from '../ui/use-translate';
import './messages/icon-messages';

/** A decoded picture: what the canvas draws from, with its size in pixels. */
type Picture = ImageBitmap | HTMLImageElement;

/** Decodes a checked file: an ImageBitmap where the browser has one, else an <img> of an object URL. */
async function decode(file: File): Promise<Picture> {
  if (typeof createImageBitmap === 'function') return createImageBitmap(file);
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

const PREVIEW = 160;

/**
 * R7.11: the member picks a png, jpg or webp of at most 2 MB, frames a square of it (zoom, move) in a
 * live preview and saves it. The sdk checks the bytes before drawing, crops on a canvas and uploads;
 * every refusal (the file's or the server's) shows in words, and nothing changes until saved.
 */
export default function IconEditor({ onClose }: { onClose: () => void }) {
  const t = useTranslate();
  const id = useId();
  const [picture, setPicture] = useState<Picture | null>(null);
  const [frame, setFrame] = useState<IconFrame>(CENTRED_FRAME);
  const [problem, setProblem] = useState<MemberIconProblem | 'pickFirst' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (!picture || !context) return;
    const { sx, sy, side } = squareCrop(picture.width, picture.height, frame);
    context.clearRect(0, 0, PREVIEW, PREVIEW);
    context.drawImage(picture, sx, sy, side, side, 0, 0, PREVIEW, PREVIEW);
  }, [picture, frame]);

  async function pick(input: HTMLInputElement) {
    setProblem(null);
    setFailure(null);
    setSaved(false);
    const file = input.files?.[0];
    if (!file) return;
    const refused = await checkMemberIconFile(file);
    if (refused) {
      setPicture(null);
      setProblem(refused);
      input.value = '';
      return;
    }
    try {
      setPicture(await decode(file));
      setFrame(CENTRED_FRAME);
    } catch {
      // The signature was right but the picture does not decode: it is not an image to use.
      setPicture(null);
      setProblem('icon_not_image');
    }
  }

  async function save() {
    setFailure(null);
    if (!picture) {
      setProblem('pickFirst');
      return;
    }
    setSaving(true);
    try {
      const outcome = await uploadMemberIcon(cropMemberIcon(picture, frame));
      if (outcome.status === 'invalid') setProblem(outcome.problem);
      else setSaved(true);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setSaving(false);
    }
  }

  const slider = (key: keyof IconFrame, label: string, min: number, max: number) => (
    <label className="lk-icon-editor__slider">
      <span>{label}</span>
      <input
        type="range"
        min={min}
        max={max}
        step={0.01}
        value={frame[key]}
        disabled={!picture}
        onInput={(event) => setFrame({ ...frame, [key]: Number((event.target as HTMLInputElement).value) })}
      />
    </label>
  );

  return (
    <section className="lk-icon-editor" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="lk-icon-editor__title">
        {t('memberIcon.editorTitle')}
      </h2>
      <div className="lk-icon-editor__field">
        <label htmlFor={`${id}-file`}>{t('memberIcon.pick')}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-describedby={`${id}-hint`}
          onChange={(event) => void pick(event.target as HTMLInputElement)}
        />
        <p id={`${id}-hint`} className="lk-icon-editor__hint">
          {t('memberIcon.pickHint')}
        </p>
      </div>
      {picture ? (
        <div className="lk-icon-editor__crop">
          <canvas
            ref={canvasRef}
            className="lk-icon-editor__preview"
            width={PREVIEW}
            height={PREVIEW}
            role="img"
            aria-label={t('memberIcon.preview')}
          />
          <div className="lk-icon-editor__sliders">
            {slider('zoom', t('memberIcon.zoom'), 1, ICON_ZOOM_MAX)}
            {slider('x', t('memberIcon.moveX'), 0, 1)}
            {slider('y', t('memberIcon.moveY'), 0, 1)}
          </div>
        </div>
      ) : null}
      {problem ? (
        <p className="lk-icon-editor__error" role="alert">
          {t(`memberIcon.${problem}`)}
        </p>
      ) : null}
      {failure ? (
        <p className="lk-icon-editor__error" role="alert">
          {failure}
        </p>
      ) : null}
      {saved ? (
        <p className="lk-icon-editor__saved" role="status">
          {t('memberIcon.saved')}
        </p>
      ) : null}
      <div className="lk-icon-editor__actions">
        <Button variant="primary" loading={saving} onClick={() => void save()}>
          {t('memberIcon.save')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('memberIcon.cancel')}
        </Button>
      </div>
    </section>
  );
}
