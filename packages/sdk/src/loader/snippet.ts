import { LOADER_FILES, loaderFileUrl } from './files';

/**
 * The inline loader a partner pastes into a page (budget 1 KB gzip). The build inlines this one
 * function into a `<script>` (with the two names it takes from ./files), so it uses nothing else.
 *
 * - installs once however often it is pasted: a second copy finds `window.LobbyKit` and stops;
 * - a stub `LobbyKit(...)` queues every call until the bundle replaces it and replays them;
 * - one module script for the pinned bundle `<base>/lobbykit@<version>/lobbykit.js`, after one for
 *   its `first-frame.js` (the forms' first frames as static HTML, packages/widgets/build/first-frames.mjs),
 *   each already asked for by the snippet's `<link rel="modulepreload">` (snippet-html.ts);
 * - if the bundle has not taken over after the time-out (init's `loadTimeout`, 15 s by default) or
 *   fails to load, the elements it was asked to mount into say so in the page's language (the
 *   three strings are inline, the dictionaries live in the bundle) and `lobbykit:error` fires;
 *   a widget mounted after that (a later `mount`, an `<lk-*>` element an SPA adds) says so too.
 */
// biome-ignore lint/suspicious/noExplicitAny: the page's window, typed loosely to stay tiny once built
export function installLoader(w: any, d: Document, base: string, version: string, timeout = 15e3): void {
  if (w.LobbyKit) return;
  const queue: IArguments[] = [];
  let lang = '';
  let timer: ReturnType<typeof setTimeout>;
  let failed = 0;
  let text = '';
  // Only while the stub is in charge: a bundle that arrives late takes over and mounts them itself.
  const show = (el: Element | null) => {
    if (el && w.LobbyKit === stub) {
      el.textContent = text;
      el.setAttribute('role', 'alert');
    }
  };
  const mountedBy = (call: IArguments) => {
    try {
      if (call[0] === 'mount') show(call[2].nodeType ? call[2] : d.querySelector(call[2]));
    } catch (_) {
      // Not a selector: the bundle, when it comes, says so in the console.
    }
  };
  const element = (el: Element) => /^LK-(?!OVERLAY$)/.test(el.tagName) && show(el);
  const fail = () => {
    clearTimeout(timer);
    if (w.LobbyKit !== stub || failed++) return;
    // The stored language only now, when init named none: a page's first localStorage read opens
    // its storage, a few milliseconds of the main thread that a loader that works need not spend.
    try {
      lang = lang || w.localStorage.getItem('lang') || '';
    } catch (_) {}
    text =
      (
        {
          TY: 'Hindi ma-load. Pakisuri ang iyong koneksyon at i-refresh ang pahina.',
          BN: 'লোড করা যায়নি। সংযোগ পরীক্ষা করে পেজটি রিফ্রেশ করুন।',
        } as Record<string, string>
      )[lang.toUpperCase()] || 'Could not load. Please check your connection and refresh the page.';
    for (const call of queue) mountedBy(call);
    for (const el of d.getElementsByTagName('*')) element(el);
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if ((node as Element).getElementsByTagName) {
            element(node as Element);
            for (const el of (node as Element).getElementsByTagName('*')) element(el);
          }
    }).observe(d, { childList: true, subtree: true });
    w.dispatchEvent(new CustomEvent('lobbykit:error', { detail: { code: 'load_failed', version } }));
  };
  const stub = function (this: unknown) {
    // biome-ignore lint/complexity/noArguments: the queue keeps the calls as they were made
    const call = arguments;
    queue.push(call);
    if (failed) mountedBy(call);
    if (call[0] === 'init') {
      const config = call[1] || {};
      lang = config.lang || config.language || lang;
      clearTimeout(timer);
      timer = setTimeout(fail, config.loadTimeout || timeout);
    }
  } as unknown as { q: IArguments[]; version: string };
  stub.q = queue;
  stub.version = version;
  w.LobbyKit = stub;
  timer = setTimeout(fail, timeout);
  // The first frames first (a few KB: the login and register forms as static HTML, drawn before the
  // runtime runs), then the bundle; only the bundle's failure is the loader's.
  for (const file of LOADER_FILES) {
    const script = d.createElement('script');
    script.type = 'module';
    script.src = loaderFileUrl(base, version, file);
    if (file > 'l') script.onerror = fail;
    d.head.appendChild(script);
  }
}
