import { readFileSync } from 'node:fs';
import { getConfiguration } from 'chromatic/node';
import { isStory } from 'storybook/internal/csf';
import { describe, expect, it } from 'vitest';
import { allModes, hostKinds, hostTitles, onlyAt, type ChromaticMode } from '../../.storybook/modes';
import preview from '../../.storybook/preview';
import { screenshotViewports, viewports, type ViewportName } from '../../theme/breakpoints';
import { hostKinds as siteHostKinds } from '../support/hosts';

interface ModeSetting extends Partial<ChromaticMode> {
  disable?: boolean;
}

interface ChromaticParameters {
  modes?: Record<string, ModeSetting>;
  disableSnapshot?: boolean;
}

const storyModules = import.meta.glob<Record<string, unknown>>('../../stories/**/*.stories.tsx', {
  eager: true,
});

/**
 * Every story as Storybook prepares it (`composed`, from `meta.story`): tags and parameters merged
 * from preview, meta and story.
 */
const stories = Object.entries(storyModules).flatMap(([file, module]) =>
  Object.values(module)
    .filter(isStory)
    .map(({ composed: story }) => ({
      file: file.replace('../../', ''),
      name: story.name,
      tags: story.tags,
      viewport: (story.globals.viewport as { value?: string } | undefined)?.value,
      chromatic: (story.parameters.chromatic ?? {}) as ChromaticParameters,
    })),
);

/** The modes Chromatic takes a snapshot in, with what each one sets. */
const modesShot = (chromatic: ChromaticParameters) =>
  Object.fromEntries(
    Object.entries(chromatic.modes ?? {})
      .filter(([, mode]) => !mode.disable)
      .map(([name, { viewport, host }]) => [name, { viewport, host }]),
  );

const modesAt = (widths: readonly ViewportName[]) =>
  Object.fromEntries(Object.entries(allModes).filter(([, mode]) => widths.includes(mode.viewport)));

/** The widths the local story screenshots take a story at (tests/visual/stories.spec.ts). */
const widthsFor = (tags: readonly string[]): readonly ViewportName[] =>
  tags.includes('mobile-only')
    ? ['mobile']
    : tags.includes('desktop-only')
      ? ['desktop']
      : screenshotViewports;

describe('Chromatic modes', () => {
  it('are one per screenshot width and host', () => {
    const expected = screenshotViewports.flatMap((width) => hostKinds.map((host) => `${width}-${host}`));
    expect(Object.keys(allModes).sort()).toEqual([...expected].sort());
    expect(new Set(Object.values(allModes).map((mode) => mode.viewport))).toEqual(
      new Set(screenshotViewports),
    );
  });

  it('name a viewport of preview whose width is the screenshot width', () => {
    const options = (
      preview.composed.parameters?.viewport as { options: Record<string, { styles: { width: string } }> }
    ).options;
    for (const [name, mode] of Object.entries(allModes)) {
      expect(name.startsWith(`${mode.viewport}-`)).toBe(true);
      expect(options[mode.viewport]?.styles.width, name).toBe(`${viewports[mode.viewport].width}px`);
    }
    expect(viewports.mobile.width).toBe(390);
    expect(viewports.desktop.width).toBe(1440);
  });

  it('set the host global to exactly the host kinds the Host switch offers', () => {
    expect(preview.composed.globalTypes?.host).toBeDefined();
    expect([...hostKinds].sort()).toEqual([...siteHostKinds].sort());
    expect(Object.keys(hostTitles).sort()).toEqual([...hostKinds].sort());
    expect(new Set(Object.values(allModes).map((mode) => mode.host))).toEqual(new Set(hostKinds));
  });

  it('apply to every story from preview, unless the story narrows them', () => {
    expect(preview.composed.parameters?.chromatic).toEqual({ modes: allModes });
  });

  it('keep one width with onlyAt, and refuse a width no screenshot is taken at', () => {
    expect(modesShot({ modes: onlyAt('mobile') })).toEqual(modesAt(['mobile']));
    expect(modesShot({ modes: onlyAt('desktop') })).toEqual(modesAt(['desktop']));
    // A story narrowing its meta's choice the other way (Header: a desktop meta, mobile stories).
    const merged = Object.fromEntries(
      Object.entries(onlyAt('desktop')).map(([name, setting]) => [
        name,
        { ...setting, ...onlyAt('mobile')[name] },
      ]),
    );
    expect(modesShot({ modes: merged })).toEqual(modesAt(['mobile']));
    expect(() => onlyAt('tablet')).toThrow();
  });
});

describe('stories in Chromatic', () => {
  it('are all found', () => {
    expect(stories.length).toBeGreaterThan(100);
    for (const tag of ['mobile-only', 'desktop-only', 'route']) {
      expect(
        stories.some((story) => story.tags.includes(tag)),
        tag,
      ).toBe(true);
    }
  });

  it('leave a story tagged route to the page walk', () => {
    for (const story of stories.filter((entry) => entry.tags.includes('route'))) {
      expect(story.chromatic.disableSnapshot, `${story.file} ${story.name}`).toBe(true);
    }
  });

  it('shoot every other story at the widths the local screenshots take it at, on each host', () => {
    for (const story of stories.filter((entry) => !entry.tags.includes('route'))) {
      const label = `${story.file} ${story.name}`;
      expect(story.chromatic.disableSnapshot, label).toBeFalsy();
      expect(modesShot(story.chromatic), label).toEqual(modesAt(widthsFor(story.tags)));
    }
  });

  it('pin no viewport but the width they are shot at', () => {
    for (const story of stories.filter(
      (entry) => entry.viewport !== undefined && !entry.tags.includes('route'),
    )) {
      expect(widthsFor(story.tags), `${story.file} ${story.name}`).toEqual([story.viewport]);
    }
  });
});

describe('chromatic.config.json', () => {
  const config = JSON.parse(readFileSync('chromatic.config.json', 'utf8')) as Record<string, unknown>;

  it('holds only keys the installed CLI accepts', async () => {
    const { configFile, ...read } = await getConfiguration();
    expect(configFile).toBe('chromatic.config.json');
    expect(read).toEqual(config);
  });

  it('snapshots only what changed, and fails the build on changes nobody has accepted', () => {
    expect(config.onlyChanged).toBe(true);
    expect(config.exitZeroOnChanges ?? false).toBe(false);
    expect(config.exitOnceUploaded ?? false).toBe(false);
    expect(config.autoAcceptChanges ?? false).toBe(false);
  });

  it('builds Storybook with the project script and knows the files outside the module graph', () => {
    expect(config.buildScriptName).toBe('build-storybook');
    expect(config).not.toHaveProperty('storybookBuildDir');
    expect(config.externals).toEqual(expect.arrayContaining(['theme/fonts/**']));
  });
});
