// @vitest-environment node
/**
 * The Storybook "Sign-off" panel's data: each story's images, at each width, are approved, changed,
 * unapproved or new, read from the baselines, the sign-off record and the last visual run.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** A checkout in a temporary folder: its baselines, its record and its last run's changes. */
function layout() {
  const root = mkdtempSync(join(tmpdir(), 'storybook-signoff-'));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const verdicts: string[] = [];
  return {
    root,
    /** A baseline whose bytes are `pixels`: its hash is sha(pixels). */
    baseline: (image: string, pixels: string) => write(`tests/visual/__screenshots__/${image}`, pixels),
    verdict: (image: string, kind: 'approved' | 'rejected', after: string, reviewer: string, note = '') =>
      verdicts.push([image, kind, '-', after, reviewer, '2026-11-26T08:00:00Z', note].join('\t')),
    change: (
      image: string,
      status: 'changed' | 'new' | 'deleted',
      after?: string,
      explanation?: { causes: { key: string; title: string; pixels: number }[]; leftover: number },
    ) =>
      write(
        `test-results/visual-review/images/${image.replace(/\.png$/, '')}/change.json`,
        JSON.stringify({
          image,
          status,
          subject: { kind: 'story', title: image, url: '' },
          host: 'main',
          width: image.includes('-mobile') ? 'mobile' : 'desktop',
          diffPixels: 10,
          aaPixels: 0,
          regions: [],
          signature: sha(image).slice(0, 12),
          ...(after ? { after: { hash: after, width: 390, height: 844 } } : {}),
          ...(explanation
            ? {
                explanation: {
                  causes: explanation.causes.map((c) => ({ ...c, kind: 'colour', where: [] })),
                  leftover: { pixels: explanation.leftover, regions: [], signature: 'left' },
                  evidence: [],
                },
              }
            : {}),
        }),
      ),
    decisionVerdict: (image: string, id: string, kind: 'approved' | 'rejected', reviewer: string) =>
      write(
        `test-results/visual-review/images/${image.replace(/\.png$/, '')}/decisions.json`,
        JSON.stringify({ [id]: { verdict: kind, reviewer, time: '2026-11-27T09:00:00Z', note: '' } }),
      ),
    folderVerdict: (
      image: string,
      kind: 'approved' | 'rejected',
      after: string,
      reviewer: string,
      note: string,
    ) =>
      write(
        `test-results/visual-review/images/${image.replace(/\.png$/, '')}/verdict.json`,
        JSON.stringify({
          image,
          verdict: kind,
          before: '-',
          after,
          reviewer,
          time: '2026-11-27T09:00:00Z',
          note,
        }),
      ),
    record: () => write('tests/visual/signoff.tsv', `# image\tverdict\n${verdicts.join('\n')}\n`),
  };
}

/** The module, loaded afresh with its paths in `root`. */
async function load(root: string) {
  vi.resetModules();
  vi.stubEnv('VISUAL_ROOT', root);
  return import('../../scripts/visual/review/storybookSignoff');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('Storybook sign-off', () => {
  it('names the story and width an image belongs to', async () => {
    const { storyOfImage } = await load(layout().root);
    expect(storyOfImage('stories/components-backlink--to-events-mobile.png')).toEqual({
      id: 'components-backlink--to-events',
      width: 'mobile',
    });
    expect(storyOfImage('stories/pages-site--not-found-desktop.png')).toEqual({
      id: 'pages-site--not-found',
      width: 'desktop',
    });
    expect(storyOfImage('pages/main/about-mobile.png')).toBeUndefined();
  });

  it('tells approved, changed, unapproved and new images apart', async () => {
    const t = layout();
    // Approved at one width, changed in the last run at the other.
    t.baseline('stories/a--one-mobile.png', 'a mobile');
    t.verdict('stories/a--one-mobile.png', 'approved', sha('a mobile'), 'Ana', 'Renderer pinned');
    t.baseline('stories/a--one-desktop.png', 'a desktop');
    t.verdict('stories/a--one-desktop.png', 'approved', sha('a desktop'), 'Ana');
    t.change('stories/a--one-desktop.png', 'changed', sha('a desktop, new'));
    // Baselines that are not the approved image, or have none.
    t.baseline('stories/b--two-mobile.png', 'b mobile, edited by hand');
    t.verdict('stories/b--two-mobile.png', 'approved', sha('b mobile'), 'Bo');
    t.baseline('stories/b--two-desktop.png', 'b desktop, never reviewed');
    // An image the last run took with no baseline.
    t.change('stories/c--three-mobile.png', 'new', sha('c mobile'));
    // Page images are the page walk's, not a story's.
    t.baseline('pages/main/about-mobile.png', 'about');
    t.record();

    const { storybookSignoff } = await load(t.root);
    expect(storybookSignoff()).toEqual({
      'a--one': {
        mobile: {
          image: 'stories/a--one-mobile.png',
          approvedBy: 'Ana',
          approvedAt: '2026-11-26T08:00:00Z',
          note: 'Renderer pinned',
          state: 'approved',
        },
        desktop: {
          image: 'stories/a--one-desktop.png',
          approvedBy: 'Ana',
          approvedAt: '2026-11-26T08:00:00Z',
          note: '',
          state: 'changed',
          causes: [
            expect.objectContaining({ title: expect.stringMatching(/^Unexplained change/), images: 1 }),
          ],
        },
      },
      'b--two': {
        mobile: {
          image: 'stories/b--two-mobile.png',
          approvedBy: 'Bo',
          approvedAt: '2026-11-26T08:00:00Z',
          note: '',
          state: 'unapproved',
        },
        desktop: { image: 'stories/b--two-desktop.png', state: 'unapproved' },
      },
      'c--three': {
        mobile: { image: 'stories/c--three-mobile.png', state: 'new', causes: [expect.any(Object)] },
      },
    });
  });

  it('says when a change was rejected, in the review folder or in the record', async () => {
    const t = layout();
    for (const width of ['mobile', 'desktop']) {
      t.baseline(`stories/d--four-${width}.png`, `d ${width}`);
      t.verdict(`stories/d--four-${width}.png`, 'approved', sha(`d ${width}`), 'Ana');
      t.change(`stories/d--four-${width}.png`, 'changed', sha(`d ${width}, new`));
    }
    t.folderVerdict('stories/d--four-mobile.png', 'rejected', sha('d mobile, new'), 'Cy', 'Too tight');
    t.verdict('stories/d--four-desktop.png', 'rejected', sha('d desktop, new'), 'Di', 'Wrong shade');
    // A rejection of an earlier candidate says nothing about this run's image.
    t.baseline('stories/e--five-mobile.png', 'e mobile');
    t.verdict('stories/e--five-mobile.png', 'approved', sha('e mobile'), 'Ana');
    t.verdict('stories/e--five-mobile.png', 'rejected', sha('e mobile, older try'), 'Di', 'No');
    t.change('stories/e--five-mobile.png', 'changed', sha('e mobile, new'));
    t.record();

    const { storybookSignoff } = await load(t.root);
    const signoff = storybookSignoff();
    expect(signoff['d--four']?.mobile).toMatchObject({
      state: 'changed',
      rejected: { by: 'Cy', at: '2026-11-27T09:00:00Z', note: 'Too tight' },
    });
    expect(signoff['d--four']?.desktop).toMatchObject({
      state: 'changed',
      rejected: { by: 'Di', note: 'Wrong shade' },
    });
    expect(signoff['e--five']?.mobile?.state).toBe('changed');
    expect(signoff['e--five']?.mobile?.rejected).toBeUndefined();
  });

  it('counts a change approved since the run as approved, and shows a removal awaiting review', async () => {
    const t = layout();
    // Approved after the run: the new image is now the baseline and on record.
    t.baseline('stories/f--six-mobile.png', 'f mobile, new');
    t.verdict('stories/f--six-mobile.png', 'approved', sha('f mobile, new'), 'Ana', 'Intended');
    t.change('stories/f--six-mobile.png', 'changed', sha('f mobile, new'));
    t.folderVerdict('stories/f--six-mobile.png', 'approved', sha('f mobile, new'), 'Ana', 'Intended');
    // The last run no longer takes this one.
    t.baseline('stories/f--six-desktop.png', 'f desktop');
    t.verdict('stories/f--six-desktop.png', 'approved', sha('f desktop'), 'Ana');
    t.change('stories/f--six-desktop.png', 'deleted');
    t.record();

    const { storybookSignoff } = await load(t.root);
    const signoff = storybookSignoff()['f--six'];
    expect(signoff?.mobile).toMatchObject({ state: 'approved', approvedBy: 'Ana', note: 'Intended' });
    expect(signoff?.desktop).toMatchObject({ state: 'changed', removed: true });
  });

  it('lists the causes of a change, each with its verdict so far', async () => {
    const t = layout();
    const pink = { key: 'colour:#c8185f>#b0155a', title: '`pink.600` #c8185f → #b0155a', pixels: 8 };
    for (const width of ['mobile', 'desktop']) {
      t.baseline(`stories/h--eight-${width}.png`, `h ${width}`);
      t.verdict(`stories/h--eight-${width}.png`, 'approved', sha(`h ${width}`), 'Ana');
    }
    t.change('stories/h--eight-mobile.png', 'changed', sha('h mobile, new'), { causes: [pink], leftover: 0 });
    t.change('stories/h--eight-desktop.png', 'changed', sha('h desktop, new'), {
      causes: [pink],
      leftover: 2,
    });
    t.record();

    const { storybookSignoff } = await load(t.root);
    const before = storybookSignoff()['h--eight'];
    const [shade] = before?.mobile?.causes ?? [];
    expect(shade).toMatchObject({ title: expect.stringContaining('`pink.600`'), images: 2 });
    expect(shade?.verdict).toBeUndefined();
    // The desktop image also has pixels the shade does not account for: a decision of their own.
    expect(before?.desktop?.causes?.map((c) => c.title)).toEqual([
      expect.stringContaining('`pink.600`'),
      expect.stringMatching(/^Unexplained change/),
    ]);

    t.decisionVerdict('stories/h--eight-mobile.png', shade?.id ?? '', 'approved', 'Cy');
    const { storybookSignoff: again } = await load(t.root);
    expect(again()['h--eight']?.mobile?.causes?.[0]?.verdict).toBe('approved');
  });

  it('writes the panel file, and says why when the record cannot be read', async () => {
    const t = layout();
    t.baseline('stories/g--seven-mobile.png', 'g mobile');
    t.verdict('stories/g--seven-mobile.png', 'approved', sha('g mobile'), 'Ana');
    t.record();
    const { writeStorybookSignoff } = await load(t.root);
    const out = join(t.root, 'out');
    const file = JSON.parse(readFileSync(writeStorybookSignoff(out), 'utf8')) as Record<string, unknown>;
    expect(file).toMatchObject({
      lastRun: false,
      stories: { 'g--seven': { mobile: { state: 'approved' } } },
    });
    expect(file.error).toBeUndefined();

    writeFileSync(
      join(t.root, 'tests/visual/signoff.tsv'),
      'stories/g--seven-mobile.png\tmaybe\t-\t1\tAna\t-\t\n',
    );
    const broken = JSON.parse(readFileSync(writeStorybookSignoff(out), 'utf8')) as Record<string, unknown>;
    expect(broken).toMatchObject({ stories: {}, error: expect.stringMatching(/not a verdict/) });
  });
});
