/**
 * The visual review page: test-results/visual-review/index.html, one static file that opens from
 * disk. It shows what the last visual run found, grouped into decisions: the same change on many
 * images (one footer word on every page) is one group. Each image has its baseline and new image side
 * by side, a slider, an overlay, the differing pixels, and crops zoomed to where they are.
 *
 * Served by `npm run visual:review -- --serve`, the page also takes verdicts; from disk it shows the
 * command that records each one.
 */
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { viewports } from '../../../theme/breakpoints.ts';
import { neutral, pink, status } from '../../../theme/primitives.ts';
import {
  decisionIdsOf,
  decisionsOf,
  readDecisionVerdicts,
  runRenderer,
  type ReviewDecision,
} from './decisions.ts';
import {
  REVIEW_DIR,
  ZOOM_VIEWS,
  ZOOMED_REGIONS,
  changeDir,
  readChanges,
  readSignoff,
  type Change,
  type Verdict,
} from '../record.ts';

export { runRenderer };

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A title with its token names set as code: `pink.600`. */
const titled = (text: string) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const verdictOf = (change: Change): Verdict | undefined => {
  const file = join(changeDir(change.image), 'verdict.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Verdict) : undefined;
};

/** A link from the review page (test-results/visual-review/) to what an image shows. */
const subjectLink = (change: Change) =>
  change.subject.kind === 'story' ? `../../${change.subject.url}` : change.subject.url;

const imageDir = (change: Change) => `images/${change.image.replace(/\.png$/, '')}`;

const STATUS_TEXT = { changed: 'changed', new: 'new image', deleted: 'no longer taken' } as const;

/** In a repeat run of the unchanged tree: the runs the image differed in (the one shown is the first). */
const repeatText = ({ repeats }: Change) =>
  repeats
    ? ` in ${repeats.runs.length} of ${repeats.of} runs of the unchanged tree (run ${repeats.runs.join(', ')}; run ${repeats.runs[0]} shown)`
    : '';

function verdictText(verdict: Verdict | undefined): string {
  if (!verdict) return '<span class="status pending">Awaiting review</span>';
  const word = verdict.verdict === 'approved' ? 'Approved' : 'Rejected';
  const note = verdict.note ? `: “${escape(verdict.note)}”` : '';
  return `<span class="status ${verdict.verdict}">${word} by ${escape(verdict.reviewer)}, ${escape(verdict.time)}${note}</span>`;
}

function views(change: Change, key: string): string {
  const dir = imageDir(change);
  const size = change.after ?? change.before;
  const alt = `${change.subject.title}, ${change.host} host, ${change.width}`;
  if (change.status !== 'changed') {
    const file = change.status === 'new' ? 'actual.png' : 'baseline.png';
    const label = change.status === 'new' ? 'New image' : 'Baseline (no test takes it any more)';
    return `<figure class="single"><figcaption>${label}${size ? ` · ${size.width}×${size.height}` : ''}</figcaption>
      <div class="frame" tabindex="0" role="region" aria-label="${escape(`${label} of ${change.image}`)}, scrollable"><img loading="lazy" src="${dir}/${file}" alt="${escape(`${label}: ${alt}`)}"></div></figure>`;
  }
  const before = change.before as NonNullable<Change['before']>;
  const after = change.after as NonNullable<Change['after']>;
  const zooms = change.regions
    .slice(0, ZOOMED_REGIONS)
    .map(
      (region, i) => `<div class="zoom">
        <p>Region ${i + 1} of ${change.regions.length}: x ${region.x}, y ${region.y}, ${region.width}×${region.height} px</p>
        <div class="zoom-row">${ZOOM_VIEWS.map(
          (view) =>
            `<figure><figcaption>${view === 'baseline' ? 'Baseline' : view === 'actual' ? 'New' : 'Difference'}</figcaption><img loading="lazy" class="pixelated" src="${dir}/zoom-${i}-${view}.png" alt="${escape(`${view === 'baseline' ? 'Baseline' : view === 'actual' ? 'New image' : 'Differing pixels'}, region ${i + 1}: ${alt}`)}"></figure>`,
        ).join('')}</div></div>`,
    )
    .join('');
  const tabs = [
    ['side', 'Side by side'],
    ['slider', 'Slider'],
    ['overlay', 'Overlay'],
    ['diff', 'Difference'],
  ];
  return `<div class="views" data-view="side">
    <div class="tabs" role="group" aria-label="View of ${escape(change.image)}">${tabs
      .map(
        ([view, label]) =>
          `<button type="button" data-show="${view}" aria-pressed="${view === 'side'}" aria-controls="${key}-views">${label}</button>`,
      )
      .join('')}</div>
    <div id="${key}-views">
    <div class="view view-side"><figure><figcaption>Baseline · ${before.width}×${before.height}</figcaption><div class="frame" tabindex="0" role="region" aria-label="Baseline of ${escape(change.image)}, scrollable"><img loading="lazy" src="${dir}/baseline.png" alt="${escape(`Baseline: ${alt}`)}"></div></figure>
      <figure><figcaption>New · ${after.width}×${after.height}</figcaption><div class="frame" tabindex="0" role="region" aria-label="New image of ${escape(change.image)}, scrollable"><img loading="lazy" src="${dir}/actual.png" alt="${escape(`New image: ${alt}`)}"></div></figure></div>
    <div class="view view-slider" hidden><label>Baseline on the left, new on the right <input type="range" min="0" max="100" value="50" data-slider></label>
      <div class="frame" tabindex="0" role="region" aria-label="Slider view of ${escape(change.image)}, scrollable"><div class="stack"><img loading="lazy" src="${dir}/baseline.png" alt="${escape(`Baseline: ${alt}`)}"><img loading="lazy" class="top clip" src="${dir}/actual.png" alt="${escape(`New image, shown right of the slider: ${alt}`)}"></div></div></div>
    <div class="view view-overlay" hidden><label>New image's opacity <input type="range" min="0" max="100" value="50" data-opacity></label>
      <label><input type="checkbox" data-blend> Show only what differs (difference blend)</label>
      <div class="frame" tabindex="0" role="region" aria-label="Overlay view of ${escape(change.image)}, scrollable"><div class="stack"><img loading="lazy" src="${dir}/baseline.png" alt="${escape(`Baseline: ${alt}`)}"><img loading="lazy" class="top fade" src="${dir}/actual.png" alt="${escape(`New image, over the baseline: ${alt}`)}"></div></div></div>
    <div class="view view-diff" hidden><figure><figcaption>Differing pixels in red over the faded baseline (${change.diffPixels} pixels, ${change.aaPixels} of anti-aliasing only)</figcaption><div class="frame" tabindex="0" role="region" aria-label="Difference of ${escape(change.image)}, scrollable"><img loading="lazy" src="${dir}/diff.png" alt="${escape(`Differing pixels: ${alt}`)}"></div></figure></div>
    </div>
    ${zooms ? `<div class="zooms"><h3>Zoomed to the changes</h3>${zooms}</div>` : ''}
  </div>`;
}

const command = (verb: 'approve' | 'reject', target: string) =>
  `npm run visual:${verb} -- ${target} --as "Your name" --note "…"`;

function verdictForm(target: string, kind: 'group' | 'image', label: string): string {
  const arg = kind === 'group' ? `--group ${target}` : target;
  return `<div class="verdict" data-target="${escape(target)}" data-kind="${kind}">
    <div class="served" hidden>
      <label>Note <input type="text" class="note" aria-label="Note on ${escape(label)}"></label>
      <button type="button" data-verdict="approved">Approve ${kind === 'group' ? 'all' : ''}</button>
      <button type="button" data-verdict="rejected">Reject ${kind === 'group' ? 'all' : ''}</button>
      <span class="result" role="status"></span>
    </div>
    <p class="from-disk">From a terminal: <code tabindex="-1">${escape(command('approve', arg))}</code> or <code tabindex="-1">${escape(command('reject', arg))}</code></p>
  </div>`;
}

/** How many images a decision shows at once; the rest open on demand. */
export const SHOWN_IMAGES = 3;

const KIND_TEXT: Record<ReviewDecision['kind'], string> = {
  cause: 'one cause, the only one or one of several in each image',
  unexplained: 'pixels no cause accounts for',
  new: 'new image',
  deleted: 'no longer taken',
  renderer: 'every image the new build draws differently',
};

/** The decisions an image sits under, for its summary line. */
function causesLine(change: Change, decision: ReviewDecision, titles: Map<string, string>): string {
  const verdicts = readDecisionVerdicts(change.image);
  const others = decisionIdsOf(change).filter((id) => id !== decision.id && titles.has(id));
  const total = change.diffPixels + change.aaPixels;
  const own = decision.pixels[change.image] ?? 0;
  const parts = [
    decision.kind === 'cause'
      ? `this cause accounts for ${own} of its ${total} differing pixels`
      : decision.kind === 'unexplained'
        ? `${own} of its ${total} differing pixels left over`
        : '',
    ...others.map((id) => {
      const given = verdicts[id];
      return `also under <a href="#${id}">${escape(titles.get(id) ?? id)}</a>${given ? ` (${given.verdict})` : ''}`;
    }),
  ].filter(Boolean);
  return parts.length ? `<p class="causes">${parts.join(' · ')}</p>` : '';
}

function imageBlock(
  change: Change,
  decision: ReviewDecision,
  i: number,
  titles: Map<string, string>,
): string {
  const key = `${decision.id}-${i}`;
  const leftover =
    decision.kind === 'unexplained' && change.explanation?.leftover.regions.length
      ? `<p class="leftover">Left over: ${change.explanation.leftover.regions
          .slice(0, 6)
          .map((r) => `x ${r.x}, y ${r.y}, ${r.width}×${r.height} px`)
          .join(
            '; ',
          )}${change.explanation.leftover.regions.length > 6 ? ` and ${change.explanation.leftover.regions.length - 6} more regions` : ''}</p>`
      : '';
  const evidence = change.explanation?.evidence.length
    ? `<p class="evidence">The pixels alone: ${change.explanation.evidence.map(escape).join('; ')}.</p>`
    : '';
  return `<details class="image" ${i === 0 ? 'open' : ''}>
        <summary><span class="name">${escape(change.image)}</span> · ${escape(change.subject.title)}, ${change.host} host, ${viewports[change.width].width} px · ${STATUS_TEXT[change.status]}${repeatText(change)} · ${verdictText(verdictOf(change))}</summary>
        ${causesLine(change, decision, titles)}${leftover}${evidence}
        <p><a href="${escape(subjectLink(change))}">Open ${change.subject.kind === 'story' ? 'the story in Storybook' : 'the page on the local server'}</a></p>
        ${views(change, key)}
        ${verdictForm(change.image, 'image', change.image)}
      </details>`;
}

function decisionSection(
  decision: ReviewDecision,
  index: number,
  total: number,
  titles: Map<string, string>,
): string {
  const bySubject = new Map<string, Change[]>();
  for (const change of decision.changes) {
    const key = `${change.subject.kind}: ${change.subject.title}`;
    bySubject.set(key, [...(bySubject.get(key) ?? []), change]);
  }
  const given = decision.changes.map((c) => readDecisionVerdicts(c.image)[decision.id]).filter(Boolean);
  const pending = decision.changes.filter(
    (c) => !verdictOf(c) && !readDecisionVerdicts(c.image)[decision.id],
  ).length;
  const shown = decision.changes
    .slice(0, SHOWN_IMAGES)
    .map((change, i) => imageBlock(change, decision, i, titles));
  const rest = decision.changes.slice(SHOWN_IMAGES);
  const more = rest.length
    ? `<details class="more"><summary>Show the other ${rest.length} ${rest.length === 1 ? 'image' : 'images'}</summary>${rest
        .map((change, i) => imageBlock(change, decision, i + SHOWN_IMAGES, titles))
        .join('')}</details>`
    : '';
  const list = [...bySubject]
    .map(([subject, changes]) => {
      const hosts = [...new Set(changes.map((c) => c.host))];
      return `<li>${escape(subject)} <a href="${escape(subjectLink(changes[0] as Change))}">(open)</a>: ${hosts
        .map(
          (host) =>
            `${host} host at ${changes
              .filter((c) => c.host === host)
              .map((c) => `${viewports[c.width].width} px`)
              .join(' and ')}`,
        )
        .join('; ')}</li>`;
    })
    .join('');
  const pixels = Object.values(decision.pixels).reduce((a, b) => a + b, 0);
  const source = decision.cause?.source.length
    ? `<p class="source">Source: ${decision.cause.source.map((s) => `<code>${escape(s)}</code>`).join(', ')}</p>`
    : '';
  const where = decision.cause?.where.length
    ? `<p class="where">Shows in: ${decision.cause.where.map(escape).join('; ')}</p>`
    : '';
  const heard = decision.heard?.length
    ? `<p class="heard">A screen reader hears too: ${decision.heard.map(escape).join('; ')}</p>`
    : '';
  const contrast = decision.contrast?.length
    ? `<p class="contrast">Contrast moved, still AA: ${decision.contrast.map((c) => titled(c)).join('; ')}</p>`
    : '';
  const verdict = decision.blocking
    ? '<p class="blocking" role="note">Below WCAG AA: this cannot be approved. Only a fix passes: change the ' +
      'colour or what it is drawn on, and run the suite again.</p>'
    : verdictForm(decision.id, 'group', `decision ${decision.id}`);
  const state = given.length
    ? `${given.length} of ${decision.changes.length} decided (${[...new Set(given.map((v) => `${v?.verdict} by ${v?.reviewer}`))].join(', ')})`
    : pending
      ? `${pending} awaiting review`
      : 'all decided';
  return `<section class="group decision" id="${decision.id}" aria-labelledby="${decision.id}-h" data-kind="${decision.kind}">
    <h2 id="${decision.id}-h" tabindex="-1">${index + 1} of ${total}: ${titled(decision.title)}</h2>
    <p class="meta">Decision <code>${decision.id}</code> · ${decision.changes.length} ${decision.changes.length === 1 ? 'image' : 'images'} · ${KIND_TEXT[decision.kind]} · ${pixels} pixels ${decision.kind === 'unexplained' ? 'left over' : 'accounted for'} · ${state}</p>
    ${source}${where}${heard}${contrast}
    <ul class="subjects">${list}</ul>
    ${verdict}
    ${shown.join('')}${more}
  </section>`;
}

const STYLE = `
:root { color-scheme: light; --ink: ${neutral[900]}; --muted: ${neutral[600]}; --line: ${neutral[300]}; --accent: ${pink[700]}; --ok: ${status.green.strong}; --bad: ${pink[700]}; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, sans-serif; color: var(--ink); background: ${neutral[0]}; }
header, main, nav { padding: 16px 24px; }
header { border-bottom: 1px solid var(--line); }
h1 { margin: 0 0 4px; font-size: 24px; }
a { color: var(--accent); }
:focus-visible { outline: 3px solid ${status.blue.strong}; outline-offset: 2px; }
code { font: 13px/1.4 ui-monospace, monospace; background: ${neutral[100]}; padding: 1px 4px; border-radius: 4px; word-break: break-all; }
nav ol { margin: 0; padding-left: 20px; columns: 2 360px; }
.group { border-top: 2px solid var(--line); padding: 16px 0 32px; }
.blocking { color: var(--bad); font-weight: 600; }
.group h2 { font-size: 20px; margin: 0 0 4px; }
.meta, .from-disk { color: var(--muted); }
.status { font-weight: 600; }
.status.pending { color: var(--muted); }
.status.approved { color: var(--ok); }
.status.rejected { color: var(--bad); }
details.image { border: 1px solid var(--line); border-radius: 8px; padding: 8px 12px; margin: 12px 0; }
summary { cursor: pointer; }
summary .name { font-weight: 600; }
.tabs { display: flex; gap: 4px; margin: 8px 0; flex-wrap: wrap; }
button { font: inherit; padding: 6px 12px; border-radius: 6px; border: 1px solid var(--muted); background: ${neutral[0]}; color: var(--ink); cursor: pointer; }
button[aria-pressed="true"] { background: var(--ink); color: ${neutral[0]}; }
button[data-verdict="approved"] { border-color: var(--ok); color: var(--ok); }
button[data-verdict="rejected"] { border-color: var(--bad); color: var(--bad); }
.view-side { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.view[hidden] { display: none; }
figure { margin: 0; }
figcaption { font-size: 13px; color: var(--muted); margin-bottom: 4px; }
.frame { max-height: 75vh; overflow: auto; border: 1px solid var(--line); background: repeating-conic-gradient(${neutral[200]} 0 25%, ${neutral[0]} 0 50%) 0 0 / 16px 16px; }
.frame img, .stack { display: block; max-width: 100%; }
.stack { position: relative; display: inline-block; }
.stack img { display: block; max-width: 100%; }
.stack .top { position: absolute; inset: 0 auto auto 0; }
.stack .clip { clip-path: inset(0 0 0 var(--cut, 50%)); }
.stack .fade { opacity: var(--opacity, 0.5); }
.stack.blend .fade { mix-blend-mode: difference; opacity: 1; }
label { margin-right: 12px; }
.zooms h3 { margin: 12px 0 4px; font-size: 14px; }
.zoom-row { display: flex; gap: 12px; flex-wrap: wrap; }
.zoom-row img { width: min(100%, 360px); image-rendering: pixelated; border: 1px solid var(--line); }
.verdict { margin: 8px 0; }
.verdict input.note { min-width: 240px; }
.empty { font-size: 18px; }
`;

const SCRIPT = `
for (const views of document.querySelectorAll('.views')) {
  for (const button of views.querySelectorAll('[data-show]')) {
    button.addEventListener('click', () => {
      for (const other of views.querySelectorAll('[data-show]')) other.setAttribute('aria-pressed', String(other === button));
      for (const view of views.querySelectorAll('.view')) view.hidden = !view.classList.contains('view-' + button.dataset.show);
    });
  }
  const slider = views.querySelector('[data-slider]');
  slider?.addEventListener('input', () => views.querySelector('.view-slider .stack')?.style.setProperty('--cut', slider.value + '%'));
  const opacity = views.querySelector('[data-opacity]');
  opacity?.addEventListener('input', () => views.querySelector('.view-overlay .stack')?.style.setProperty('--opacity', String(opacity.value / 100)));
  const blend = views.querySelector('[data-blend]');
  blend?.addEventListener('change', () => views.querySelector('.view-overlay .stack')?.classList.toggle('blend', blend.checked));
}
// Served by npm run visual:review -- --serve, the page records verdicts; from disk it cannot.
if (location.protocol.startsWith('http')) {
  const reviewer = document.getElementById('reviewer');
  document.getElementById('served-intro').hidden = false;
  document.getElementById('disk-intro').hidden = true;
  reviewer.value = localStorage.getItem('visual-reviewer') || '';
  reviewer.addEventListener('input', () => localStorage.setItem('visual-reviewer', reviewer.value));
  for (const form of document.querySelectorAll('.verdict')) {
    form.querySelector('.served').hidden = false;
    form.querySelector('.from-disk').hidden = true;
    for (const button of form.querySelectorAll('[data-verdict]')) {
      button.addEventListener('click', async () => {
        const result = form.querySelector('.result');
        const body = { target: form.dataset.target, kind: form.dataset.kind, verdict: button.dataset.verdict,
          reviewer: reviewer.value, note: form.querySelector('.note').value };
        const response = await fetch('api/verdict', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        const text = await response.text();
        result.textContent = text;
        if (response.ok) {
          const section = form.closest('.group');
          sessionStorage.setItem('visual-focus', section ? section.id : '');
          location.reload();
        } else if (!reviewer.value) reviewer.focus();
      });
    }
  }
  const focus = sessionStorage.getItem('visual-focus');
  if (focus) {
    sessionStorage.removeItem('visual-focus');
    document.getElementById(focus + '-h')?.focus();
  }
}
// Keys: j and k move to the next and previous decision, a approves it and r rejects it (with the
// note typed under it; a rejection asks for one).
const decisions = [...document.querySelectorAll('section.decision')];
let current = -1;
function go(step) {
  const at = decisions.findIndex((d) => d.contains(document.activeElement));
  current = Math.max(0, Math.min(decisions.length - 1, (at >= 0 ? at : current) + step));
  const heading = decisions[current]?.querySelector('h2');
  heading?.focus();
  heading?.scrollIntoView({ block: 'start' });
}
document.addEventListener('keydown', (event) => {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.target.closest('input, textarea, select, [contenteditable]')) return;
  if (event.key === 'j' || event.key === 'k') {
    event.preventDefault();
    go(event.key === 'j' ? 1 : -1);
  } else if (event.key === 'a' || event.key === 'r') {
    const at = decisions.findIndex((d) => d.contains(document.activeElement));
    const section = decisions[at >= 0 ? at : current];
    const form = section?.querySelector(':scope > .verdict');
    if (!form) return;
    event.preventDefault();
    if (form.querySelector('.served').hidden) {
      const code = form.querySelectorAll('.from-disk code')[event.key === 'a' ? 0 : 1];
      if (!code) return;
      // Focused and selected, ready to copy into a terminal.
      code.focus();
      const range = document.createRange();
      range.selectNodeContents(code);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
      return;
    }
    const verdict = event.key === 'a' ? 'approved' : 'rejected';
    const note = form.querySelector('.note');
    if (verdict === 'rejected' && !note.value) {
      note.focus();
      return;
    }
    form.querySelector('[data-verdict="' + verdict + '"]').click();
  }
});
`;

export function renderReview(): string {
  const changes = readChanges();
  const decisions = decisionsOf(changes);
  const titles = new Map(decisions.map((d) => [d.id, d.title]));
  const { used, recorded } = runRenderer();
  const count = (status: Change['status']) => changes.filter((c) => c.status === status).length;
  const pending = changes.filter((c) => !verdictOf(c)).length;
  const summary = changes.length
    ? `${changes.length} ${changes.length === 1 ? 'image' : 'images'} in ${decisions.length} ${decisions.length === 1 ? 'decision' : 'decisions'}: ${count('changed')} changed, ${count('new')} new, ${count('deleted')} no longer taken. ${pending} awaiting review.`
    : 'The last visual run found no change: every image matches its approved baseline.';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual review · ${changes.length} ${changes.length === 1 ? 'image' : 'images'}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
  <h1>Visual review</h1>
  <p>${escape(summary)}</p>
  <p class="meta">Taken with Chromium ${escape(used || 'unknown')}; the baselines were taken with Chromium ${escape(recorded)}. Guide: docs/visual-review.md.</p>
  <p id="disk-intro">This page opened from disk shows each change; to approve or reject here, run <code>npm run visual:review -- --serve</code> and open the address it prints, or use the commands under each change.</p>
  <p id="served-intro" hidden><label>Signing off as <input id="reviewer" type="text" autocomplete="name"></label> Approving writes the new image as the baseline and records your name, the time and your note in tests/visual/signoff.tsv; rejecting keeps the baseline and records the note. An image is approved once every decision it sits under is.</p>
  <p class="keys">Keys: <kbd>j</kbd> next decision, <kbd>k</kbd> previous, <kbd>a</kbd> approve it, <kbd>r</kbd> reject it (after a note).</p>
</header>
${
  decisions.length
    ? `<nav aria-label="Decisions"><h2>Decisions, most images first</h2><ol>${decisions
        .map(
          (decision) =>
            `<li><a href="#${decision.id}">${titled(decision.title)}</a> (${decision.changes.length}) ${
              decision.changes.every((c) => verdictOf(c) || readDecisionVerdicts(c.image)[decision.id])
                ? '· decided'
                : ''
            }</li>`,
        )
        .join('')}</ol></nav>`
    : ''
}
<main>
${decisions.length ? decisions.map((decision, i) => decisionSection(decision, i, decisions.length, titles)).join('\n') : `<p class="empty">Nothing to review.</p>`}
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;
}

/** The decisions as data: what `npm run visual:review -- --json` prints. */
export function reviewJson() {
  return decisionsOf(readChanges()).map((decision) => ({
    id: decision.id,
    kind: decision.kind,
    title: decision.title,
    ...(decision.cause ? { cause: decision.cause } : {}),
    ...(decision.heard ? { heard: decision.heard } : {}),
    ...(decision.contrast ? { contrast: decision.contrast } : {}),
    ...(decision.blocking ? { blocking: true } : {}),
    images: decision.changes.map((change) => ({
      image: change.image,
      subject: change.subject.title,
      host: change.host,
      width: viewports[change.width].width,
      differing: change.diffPixels + change.aaPixels,
      [decision.kind === 'unexplained' ? 'leftOver' : 'explained']: decision.pixels[change.image] ?? 0,
      leftOver: change.explanation?.leftover.pixels ?? change.diffPixels + change.aaPixels,
      decisions: decisionIdsOf(change),
    })),
    pixels: {
      explained:
        decision.kind === 'unexplained' ? 0 : Object.values(decision.pixels).reduce((a, b) => a + b, 0),
      leftOver:
        decision.kind === 'unexplained' ? Object.values(decision.pixels).reduce((a, b) => a + b, 0) : 0,
    },
  }));
}

/** A short Markdown summary of the decisions, for a pull request's job summary. */
export function reviewMarkdown(): string {
  const decisions = decisionsOf(readChanges());
  if (!decisions.length)
    return '### Visual review\n\nNo image changed: every page and story matches its approved baseline.\n';
  const images = new Set(decisions.flatMap((d) => d.changes.map((c) => c.image))).size;
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const rows = decisions.slice(0, 30).map((d) => {
    const where = [...new Set(d.changes.map((c) => c.subject.title))];
    return `| ${cell(d.title)} | ${d.kind} | ${d.changes.length} | ${cell(where.slice(0, 3).join(', '))}${where.length > 3 ? ` and ${where.length - 3} more` : ''} | \`${d.id}\` |`;
  });
  return [
    '### Visual review',
    '',
    `${images} ${images === 1 ? 'image' : 'images'} changed, in ${decisions.length} ${decisions.length === 1 ? 'decision' : 'decisions'}. Download the \`visual-review\` artifact and open \`index.html\`, or run \`npm run visual:review -- --serve\`.`,
    '',
    '| Cause | Kind | Images | Where | Decision |',
    '|---|---|---|---|---|',
    ...rows,
    ...(decisions.length > 30 ? [``, `And ${decisions.length - 30} more decisions.`] : []),
    '',
  ].join('\n');
}

/** Writes the review page; returns its path. */
export function writeReview(): string {
  mkdirSync(REVIEW_DIR, { recursive: true });
  const file = join(REVIEW_DIR, 'index.html');
  writeFileSync(file, renderReview());
  return file;
}

/** Turns a glob into a test: `*` stays within a folder, `**` crosses them. */
function globTest(pattern: string): (name: string) => boolean {
  const source = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  const regex = new RegExp(`^${source}$`);
  return (name) => regex.test(name);
}

/**
 * What a verdict is about: names or globs of images (`pages/main/*`) and decision ids, or every
 * change of the last run. An image named, a glob, a new or deleted image's decision, a browser
 * upgrade and --all take whole images; a cause's or an unexplained change's decision takes that one
 * decision of each of its images. Throws when a target matches nothing, so a typo never passes
 * quietly.
 */
export function resolveTargets(
  targets: string[],
  options: { all?: boolean } = {},
): { images: string[]; partial: Map<string, string[]>; decisions: ReviewDecision[] } {
  const changes = readChanges();
  const decisions = decisionsOf(changes);
  const partial = new Map<string, string[]>();
  if (options.all) {
    // Every change still awaiting a verdict: one already given on these very bytes stands, note and all.
    const judged = new Set(readSignoff().map((v) => `${v.image}\t${v.after}`));
    const after = (c: Change) => (c.status === 'deleted' ? '-' : (c.after?.hash ?? ''));
    return {
      // A change of what a screen reader hears keeps the image's bytes: it is never judged already.
      images: changes
        .filter(
          (c) =>
            (c.status === 'changed' && !c.diffPixels && !c.aaPixels) ||
            !judged.has(`${c.image}\t${after(c)}`),
        )
        .map((c) => c.image),
      partial,
      decisions,
    };
  }
  const images = new Set<string>();
  for (const target of targets) {
    const decision = decisions.find((d) => d.id === target);
    if (decision && (decision.kind === 'cause' || decision.kind === 'unexplained')) {
      for (const change of decision.changes)
        partial.set(change.image, [...(partial.get(change.image) ?? []), decision.id]);
      continue;
    }
    const matched = decision
      ? decision.changes.map((c) => c.image)
      : changes.map((c) => c.image).filter(globTest(target.replace(/^tests\/visual\/__screenshots__\//, '')));
    if (!matched.length)
      throw new Error(
        `"${target}" matches no image or decision the last visual run found (npm run visual:review lists them).`,
      );
    matched.forEach((image) => images.add(image));
  }
  for (const image of images) partial.delete(image);
  return { images: [...images], partial, decisions };
}
