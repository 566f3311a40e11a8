/**
 * The one description of the browser every browser test launches: Debian's Chromium (Playwright
 * cannot download its own here), with flags that keep it quiet, offline and stable for screenshots.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--font-render-hinting=none',
  '--hide-scrollbars',
];

export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };
