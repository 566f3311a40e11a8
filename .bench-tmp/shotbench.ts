import { chromium } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { chromiumLaunchOptions } from '../tests/chromium.ts';
import { showStory, storyUrl, testRunnerUserAgent } from '../tests/support/storybook.ts';

const ids = Object.values(JSON.parse(readFileSync('storybook-static/index.json', 'utf8')).entries as Record<string, { id: string; type: string }>)
  .filter((e) => e.type === 'story').map((e) => e.id).slice(0, 60);
const css = readFileSync('scripts/visual/capture/screenshot.css', 'utf8');
const REPAINT = '*, *::before, *::after { outline: 1px solid transparent !important }';

function ticks(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    try {
      const cmd = readFileSync(`/proc/${p}/cmdline`, 'utf8');
      const st = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ');
      const t = Number(st[11]) + Number(st[12]);
      let k = '';
      if (cmd.includes('pinned-chromium')) k = cmd.includes('--type=renderer') ? 'renderer' : cmd.includes('--type=gpu') ? 'gpu' : cmd.includes('--type=') ? 'other' : 'browser';
      else if (Number(p) === process.pid) k = 'node';
      if (k) out[k] = (out[k] ?? 0) + t;
    } catch {}
  }
  return out;
}

const drop = (process.env.DROP ?? '').split(',').filter(Boolean);
const add = (process.env.ADD ?? '').split(',').filter(Boolean);
const browser = await chromium.launch({ ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args.filter((a) => !drop.includes(a)), ...add] });
const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'UTC', reducedMotion: 'reduce', userAgent: await testRunnerUserAgent(browser), viewport: { width: 1440, height: 900 } });
const page = await context.newPage();
await page.goto(storyUrl(ids[0]!));
const session = await context.newCDPSession(page);
const modes = process.argv.slice(2);
async function hold(repaint: boolean) {
  return page.evaluate(({ css, repaint, REPAINT }) => {
    if (repaint) {
      const o = new CSSStyleSheet(); o.replaceSync(REPAINT);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, o];
      void document.documentElement.offsetHeight;
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((x) => x !== o);
    }
    const s = new CSSStyleSheet(); s.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, s];
    void document.documentElement.offsetHeight;
    (window as any).held = s;
  }, { css, repaint, REPAINT });
}
const release = () => page.evaluate(() => { document.adoptedStyleSheets = document.adoptedStyleSheets.filter((x) => x !== (window as any).held); });
for (const mode of modes) {
  const t0 = ticks(); const w0 = performance.now();
  for (const id of ids) {
    await showStory(page, id);
    if (mode === 'show') continue;
    if (mode.includes('hold')) await hold(mode.includes('repaint'));
    if (mode.includes('shot')) await session.send('Page.captureScreenshot', { format: 'png', optimizeForSpeed: true, captureBeyondViewport: false, clip: { x: 0, y: 0, width: 1440, height: 900, scale: 1 } });
    if (mode.includes('std')) await session.send('Page.captureScreenshot', { format: 'png', captureBeyondViewport: false, clip: { x: 0, y: 0, width: 1440, height: 900, scale: 1 } });
    if (mode.includes('hold')) await release();
    if (mode.includes('ax')) await session.send('Accessibility.getFullAXTree');
  }
  const t1 = ticks(); const w1 = performance.now();
  const per = (k: string) => (((t1[k] ?? 0) - (t0[k] ?? 0)) * 10 / ids.length).toFixed(1);
  console.log(mode.padEnd(20), 'wall', ((w1 - w0) / ids.length).toFixed(1), 'ms/story; cpu ms/story node', per('node'), 'renderer', per('renderer'), 'browser', per('browser'), 'gpu', per('gpu'));
}
await browser.close();
