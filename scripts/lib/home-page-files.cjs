// The JavaScript the player site's home page downloads to render its first screen, for the size
// budget in .size-limit.cjs (issue 13: at most 90 KB of gzip) and the bench.
const fs = require('node:fs');
const path = require('node:path');

/**
 * The widgets the home page mounts at once (the header's, the side menu, the game navigation and
 * the lobby's top). The game grid and the footer mount as they come near the viewport
 * (`whenVisible`), so they are not part of the first screen.
 */
const FIRST_SCREEN_WIDGETS = [
  'wallet-header',
  'language-select',
  'side-menu',
  'game-nav',
  'marquee',
  'banner-carousel',
  'jackpot',
  'winners-board',
];

/** `files` and every chunk they import statically (`import"./x.js"`, `from"./x.js"`), transitively. */
function staticClosure(files) {
  const seen = new Set();
  const pending = [...files];
  while (pending.length > 0) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    if (!fs.existsSync(file)) continue;
    const code = fs.readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      pending.push(path.join(path.dirname(file), match[1]));
    }
  }
  return [...seen];
}

/**
 * The built site's entry script and the chunks its index.html preloads, with any chunk of the
 * first screen's widgets, each with its static imports: what a visitor's browser fetches before the
 * home page is drawn. Paths relative to `root`; a missing build gives a pattern size-limit reports.
 */
function homePageFiles(root) {
  const site = path.join(root, 'packages/host-site/dist');
  const html = path.join(site, 'index.html');
  if (!fs.existsSync(html)) return [path.join('packages/host-site/dist/assets', 'index-*.js')];
  const scripts = [...fs.readFileSync(html, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)];
  const assets = fs.readdirSync(path.join(site, 'assets'));
  // The site's build puts these widgets into its `startup` chunk (packages/host-site/vite.config.ts);
  // one built as a chunk of its own is counted with its imports.
  const widgets = FIRST_SCREEN_WIDGETS.flatMap((name) => {
    const chunk = assets.find((file) => file.startsWith(`${name}-widget-`) && file.endsWith('.js'));
    return chunk ? [path.join(site, 'assets', chunk)] : [];
  });
  return staticClosure([...scripts.map((match) => path.join(site, match[1])), ...widgets]).map((file) =>
    path.relative(root, file),
  );
}

module.exports = { FIRST_SCREEN_WIDGETS, homePageFiles };
