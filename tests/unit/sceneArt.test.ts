// @vitest-environment node
// The pictures of theme/art/scenes: each page's first screen draws one into its HTML, so each must
// be safe to draw there, cost little, and exist for every page and event that names one.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { eventRecords } from '../../content/events';
import { pages } from '../../content/pages';
import { paintInlineArt } from '../../theme/art';
import { scene, sceneNames } from '../../src/art/scenes';
import { routeTable } from '../../src/routing/routes';
import { renderPage } from '../../src/start/entry-server';
import { sceneUses } from '../../stories/foundations/sceneGallery';

/** What a page may add to what it downloads before it is shown, for its picture (gzip). */
const ART_BUDGET_BYTES = 8 * 1024;

/** The pictures drawn into a page: each scene's markup found in its HTML. */
const scenesIn = (html: string) => sceneNames.filter((name) => html.includes(scene(name as never).markup));

describe('the scenes', () => {
  it('each is drawable into a page: a title, a 4:3 box, plain shapes, no size of its own', () => {
    expect(sceneNames.length).toBeGreaterThanOrEqual(18);
    for (const name of sceneNames) {
      const { markup, title, viewBox } = scene(name as never);
      expect(title.length, name).toBeGreaterThan(20);
      expect(viewBox, name).toEqual([480, 360]);
      expect(markup, name).toMatch(/^<svg viewBox="0 0 480 360">/);
      expect(markup, name).not.toMatch(/<title|\sid=|style|[{}]/);
    }
  });

  it('refuses what could clash with the page or its security policy, naming the file', () => {
    const svg = (inner: string) =>
      `<svg viewBox="0 0 480 360"><title>A test picture of a thing</title>${inner}</svg>`;
    for (const bad of [
      '<circle id="sun" r="4"/>',
      '<circle style="fill:red" r="4"/>',
      '<text>Hi</text>',
      '<defs><linearGradient/></defs>',
      '<image href="a.png"/>',
      '<use href="#sun"/>',
    ])
      expect(() => paintInlineArt(svg(bad), 'scenes/bad.svg'), bad).toThrow(/^scenes\/bad\.svg: /);
    expect(() => paintInlineArt('<svg viewBox="0 0 480 360"></svg>', 'x.svg')).toThrow(/<title>/);
    expect(paintInlineArt(svg('<circle r="4" fill="{pink.600}"/>'), 'ok.svg').markup).toBe(
      `<svg viewBox="0 0 480 360"><circle r="4" fill="${'#c8185f'}"/></svg>`,
    );
  });

  it('every page and event names a picture that exists, and every picture is used', () => {
    for (const copy of Object.values(pages)) if ('art' in copy) expect(() => scene(copy.art)).not.toThrow();
    for (const event of Object.values(eventRecords)) expect(() => scene(event.art)).not.toThrow();
    for (const [name, uses] of sceneUses()) expect(uses.length, `${name} is used nowhere`).toBeGreaterThan(0);
    // Each event its own subject.
    const eventArt = Object.values(eventRecords).map((event) => event.art);
    expect(new Set(eventArt).size).toBe(eventArt.length);
  });

  for (const kind of ['main', 'community'] as const) {
    it(`${kind} host: every page draws its one picture into its HTML, within ${ART_BUDGET_BYTES / 1024} KB gzip`, async () => {
      const paths = [...routeTable(kind).map((route) => route.path), '/no-such-page'];
      for (const path of paths) {
        const { body } = await renderPage(kind, path);
        const drawn = scenesIn(body);
        expect(drawn, path).toHaveLength(1);
        const bytes = gzipSync(scene(drawn[0] as never).markup).length;
        expect(bytes, path).toBeLessThanOrEqual(ART_BUDGET_BYTES);
        // Hidden from screen readers: the heading beside it says the same.
        expect(/<span (?=[^>]*aria-hidden="true")[^>]*><svg viewBox/.test(body), path).toBe(true);
      }
    });
  }

  it('the templates name only tokens, so the build paints them (theme/art.ts)', () => {
    for (const name of sceneNames) {
      const template = readFileSync(`theme/art/scenes/${name}.svg`, 'utf8');
      expect(template, name).not.toMatch(/#[0-9a-f]{3,8}\b|rgb\(|currentColor/i);
    }
  });
});
