import type { ApplyImage, ApplyImageProblem } from '@lobbykit/sdk/promotions';
import { useState } from 'react';

/** The rules of the attachments, for the sheet of the form that shows them. */
export const imageAttachmentsCss = `
.lk-attachments { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; border: 0; min-width: 0; }
.lk-attachments legend { padding: 0; }
.lk-attachments__hint { margin: 0; color: var(--lk-text-muted); font-size: 13px; }
.lk-attachments__previews { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
.lk-attachments__preview {
  position: relative; width: 88px; height: 88px; overflow: hidden;
  border: 1px solid var(--lk-border); border-radius: var(--lk-radius-sm);
}
.lk-attachments__preview img { width: 100%; height: 100%; object-fit: cover; }
.lk-attachments__preview button {
  position: absolute; top: 0; right: 0; display: grid; place-items: start end; width: 44px; height: 44px; padding: 4px;
  border: 0; background: transparent; color: #fff; cursor: pointer;
}
.lk-attachments__preview button span {
  display: grid; place-items: center; width: 22px; height: 22px; border-radius: 50%; background: rgba(0, 0, 0, 0.72);
}
.lk-attachments__preview button:focus-visible span { outline: 2px solid var(--lk-primary); }
.lk-attachments__file { position: relative; display: inline-flex; align-self: flex-start; }
.lk-attachments__file input { position: absolute; inset: 0; opacity: 0; cursor: pointer; }
.lk-attachments__file:focus-within .lk-button { outline: 2px solid var(--lk-primary); outline-offset: 2px; }
`;

/** The sdk's check of picked files: what joins the images, and the first refusal (`addApplyImages`). */
type AddImages = (
  chosen: readonly ApplyImage[],
  files: File[],
) => Promise<{ images: ApplyImage[]; problem: ApplyImageProblem | null }>;

/** A form's attached images and the refusal of the last pick, with what the picker and previews do. */
export function useImageAttachments(add: AddImages) {
  const [images, setImages] = useState<ApplyImage[]>([]);
  const [refused, setRefused] = useState<ApplyImageProblem | null>(null);
  return {
    images,
    refused,
    async pick(input: HTMLInputElement) {
      const files = input.files ? Array.from(input.files) : [];
      input.value = '';
      const added = await add(images, files);
      setImages(added.images);
      setRefused(added.problem);
    },
    remove(index: number) {
      setImages(images.filter((_, at) => at !== index));
      setRefused(null);
    },
    clear() {
      setImages([]);
      setRefused(null);
    },
  };
}

interface ImageAttachmentsProps {
  /** The form's `useId()`: the hint and the error are `${id}-images-hint` and `${id}-images-error`. */
  id: string;
  attached: ReturnType<typeof useImageAttachments>;
  /** How many images the form takes: the picker hides once they are all there. */
  max: number;
  /** The first error of the images (a refused pick, or none given when one is needed). */
  error: string | null;
  words: { legend: string; hint: string; choose: string; remove(name: string): string };
}

/**
 * Png or jpg screenshots attached to a form (feedback, a promotion application): removable previews,
 * a file button while there is room, and the first error, tied to the input for screen readers.
 */
export function ImageAttachments({ id, attached, max, error, words }: ImageAttachmentsProps) {
  const { images } = attached;
  return (
    <fieldset className="lk-attachments" aria-describedby={`${id}-images-hint`}>
      <legend className="lk-field__label">{words.legend}</legend>
      <p className="lk-attachments__hint" id={`${id}-images-hint`}>
        {words.hint}
      </p>
      {images.length > 0 ? (
        <ul className="lk-attachments__previews">
          {images.map((image, index) => (
            <li key={`${image.name}-${index}`} className="lk-attachments__preview">
              <img src={image.dataUrl} alt={image.name} />
              <button
                type="button"
                aria-label={words.remove(image.name)}
                onClick={() => attached.remove(index)}
              >
                <span aria-hidden="true">✕</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {images.length < max ? (
        <span className="lk-attachments__file">
          <span className="lk-button lk-button--ghost" aria-hidden="true">
            {words.choose}
          </span>
          <input
            type="file"
            name="images"
            accept="image/png,image/jpeg"
            multiple
            aria-label={words.choose}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-images-error` : `${id}-images-hint`}
            onChange={(event) => void attached.pick(event.currentTarget as HTMLInputElement)}
          />
        </span>
      ) : null}
      {error ? (
        <p className="lk-field__error" id={`${id}-images-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
