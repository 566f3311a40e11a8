// @vitest-environment node
/**
 * A component's status comes from its evidence, and drops the moment the evidence does: each
 * breaking edit below is made to a Stable component's files as read (its story file, guidance and
 * source given in place of what is on disk, and no change awaiting review, whatever the last visual
 * run left), and must drop it and say why; undone, it is Stable again.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CRITERIA, LEVELS } from '../../scripts/status/criteria';
import { componentEvidence, rawValuesIn, storiesShowing, type Reading } from '../../scripts/status/evidence';
import { componentStatuses, statusOf } from '../../scripts/status/status';

const STORY_FILE = 'stories/components/IconTile.stories.tsx';
const GUIDANCE = STORY_FILE.replace('.stories.tsx', '.guidance.md');
const SOURCE = 'src/components/IconTile.tsx';
const text = (file: string) => readFileSync(file, 'utf8');
const status = (reading: Reading = {}) =>
  statusOf(componentEvidence(STORY_FILE, { checks: {}, pending: [], ...reading }));
const missing = (reading: Reading) => status(reading).next?.missing.join('\n') ?? '';

describe('component status', () => {
  it('is computed for every component from the criteria, with what the next level needs', () => {
    const all = componentStatuses({ checks: {} });
    expect(all).toHaveLength(64);
    for (const s of all) {
      expect(LEVELS).toContain(s.level);
      expect(s.conditions.map((c) => c.condition)).toEqual(CRITERIA.map((c) => c.condition));
      if (s.level === 'Stable') expect(s.next).toBeUndefined();
      else expect(s.next?.missing.length, s.name).toBeGreaterThan(0);
    }
  });

  it('starts from a Stable component', () => {
    expect(status().level).toBe('Stable');
  });

  it('an image changed without approval asks for a review, naming the story and width', () => {
    const image = status().images[0];
    const reading = { hashes: { [image?.image ?? '']: 'other bytes' } };
    expect(status(reading).level).toBe('Needs review');
    expect(missing(reading)).toMatch(
      new RegExp(`${image?.story} at ${image?.width} px: the image on disk is not`),
    );
  });

  it('a change the last visual run found, not yet reviewed, asks for a review', () => {
    const image = status().images[0];
    const reading = { pending: [image?.image ?? ''] };
    expect(status(reading).level).toBe('Needs review');
    expect(missing(reading)).toMatch(
      new RegExp(`${image?.story} at ${image?.width} px: the last visual run found a change`),
    );
  });

  it('a new story with no approved image asks for a review', () => {
    const added = `${text(STORY_FILE)}\nexport const BrandNew = meta.story({ args: { size: 56 } });\n`;
    const reading = { files: { [STORY_FILE]: added } };
    expect(status(reading).level).toBe('Needs review');
    expect(missing(reading)).toMatch(/Brand New at 390 px: no approved image yet/);
  });

  it('a guidance section taken out drops it to Draft, naming the section', () => {
    const cut = text(GUIDANCE).replace(/## Content\n[\s\S]*?(?=## States)/, '');
    const reading = { files: { [GUIDANCE]: cut } };
    expect(status(reading).level).toBe('Draft');
    expect(missing(reading)).toMatch(/Guidance: .*"(States|Content)"/);
  });

  it('a story whose accessibility check failed asks for a review, naming it', () => {
    const [story] = componentEvidence(STORY_FILE, { checks: {} }).stories;
    const reading = { checks: { [STORY_FILE]: { [story?.name ?? '']: 'axe' as const } } };
    expect(status(reading).level).toBe('Needs review');
    expect(missing(reading)).toContain(`${story?.name}: axe found a violation in the last check`);
  });

  it('a raw colour in the component file drops it to Beta, naming the line', () => {
    const raw = text(SOURCE).replace(/\n}\n?$/, "\n  const tint = '#ff00aa';\n  void tint;\n}\n");
    const reading = { files: { [SOURCE]: raw } };
    expect(status(reading).level).toBe('Beta');
    expect(missing(reading)).toMatch(/src\/components\/IconTile\.tsx:\d+: const tint = '#ff00aa';/);
  });

  it('a component that differs between the hosts needs a story on the community host', () => {
    const footer = 'stories/components/Footer.stories.tsx';
    const hosts = (reading: Reading) =>
      statusOf(componentEvidence(footer, { checks: {}, ...reading })).conditions.find(
        (c) => c.condition === 'hosts',
      );
    expect(hosts({})?.met).toBe(true);
    const mainOnly = text(footer).replaceAll("host: 'community'", "host: 'main'");
    expect(hosts({ files: { [footer]: mainOnly } })).toMatchObject({
      met: false,
      missing: ['No story shows it on the community host'],
    });
  });

  it('finds colours and spacing written out, not tokens or comments', () => {
    expect(rawValuesIn("sx={{ color: 'text.link', p: 2 }}")).toEqual([]);
    expect(rawValuesIn("// '#ffffff' is the page")).toEqual([]);
    expect(rawValuesIn("sx={{ color: '#c8185f' }}")).toHaveLength(1);
    expect(rawValuesIn("sx={{ background: 'rgba(0, 0, 0, 0.5)' }}")).toHaveLength(1);
    expect(rawValuesIn("sx={{ mt: '3px' }}")).toHaveLength(1);
  });

  it('matches a state to the story of its name, Focus to Focus Visible, or the stories its line names', () => {
    const stories = ['Default', 'Focus Visible', 'Closes With Escape'];
    expect(storiesShowing({ name: 'Default', looks: '' }, stories)).toEqual(['Default']);
    expect(storiesShowing({ name: 'Focus', looks: '' }, stories)).toEqual(['Focus Visible']);
    expect(
      storiesShowing({ name: 'Closing', looks: 'Escape closes it (story: Closes With Escape).' }, stories),
    ).toEqual(['Closes With Escape']);
    expect(storiesShowing({ name: 'Hover', looks: '' }, stories)).toEqual([]);
  });
});
