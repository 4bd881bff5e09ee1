/**
 * How every headless Chromium of the project is launched: the benches (bench/chromium.mjs), the
 * end-to-end suite (tests/e2e/stack.ts) and the widgets' build, which draws the forms' first frames.
 */

/** Debian's Chromium (browser downloads are not possible on these machines; system-deps.mjs installs it). */
export const CHROMIUM = '/usr/bin/chromium';

/**
 * Chromium keeps only the last `--disable-features` switch, and Playwright passes its own list
 * before a launch's args, so that list is repeated here (playwright-core 1.65, chromiumSwitches.ts;
 * chromium.test.mjs says when it changes). After it, Chromium 151's WebUI omnibox popup: each new
 * window (each Playwright context) pre-renders Chrome's address-bar popup in a renderer of its own,
 * measured at 560 to 660 ms of CPU per context here, on the same 2 cores as the page under test
 * while it loads. No page sees the popup; Puppeteer turns it off the same way.
 */
export const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

/** Headless without a GPU or background work; `disable` adds features to the one list above. */
export function chromiumArgs({ disable = [] } = {}) {
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    `--disable-features=${[...DISABLED_FEATURES, ...disable].join(',')}`,
  ];
}

export const CHROMIUM_ARGS = chromiumArgs();
