/**
 * What each child of a LobbyKit shadow root declares for itself instead of inheriting it from the
 * host element. A host page's rule reaches into a shadow tree only through inheritance, but a rule
 * that matches the host element itself (`* { font: 30px serif !important }`) beats `:host`, so the
 * inner roots (`:host > *`: the widget's root, the runtime's loading and error boxes, the overlay's
 * modals) set every inherited property the widgets rely on. Custom properties still inherit: they
 * are the theming API (`--lk-font`, `--lk-font-size`, `--lk-text`, ...). Without a `--lk-font` the
 * stack still names Noto Sans Bengali, which a BN page declares (src/bengali-font.ts in the widgets):
 * Bengali text is drawn in it, not in boxes where the machine has no Bengali font of its own.
 */
export const isolationCss =
  ':host>*{font:400 var(--lk-font-size,14px)/1.45 var(--lk-font,system-ui,"Noto Sans Bengali",sans-serif);' +
  'color:var(--lk-text,#f1f3fb);letter-spacing:normal;word-spacing:normal;text-transform:none;' +
  'text-indent:0;text-align:start;text-shadow:none;white-space:normal;word-break:normal;direction:ltr;' +
  'cursor:auto;font-feature-settings:normal;-webkit-text-fill-color:currentcolor}';
