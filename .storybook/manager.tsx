/**
 * The "Sign-off" panel: for the selected story, who approved its screenshots, when and with what
 * note, and whether the image the visual suite compares with is still the approved one. For an image
 * the last run found changed, it lists the causes awaiting a verdict; where the review server runs
 * beside Storybook (`npm run visual:review -- --serve`), it approves or rejects them there. It lives
 * in Storybook's own UI only, so the stories (and their screenshots) render exactly as before.
 */
// The manager's bundler compiles JSX to React.createElement, so React must be in scope here.
import React from 'react';
import { AddonPanel, Badge } from 'storybook/internal/components';
import { addons, types, useStorybookState } from 'storybook/manager-api';
import { styled } from 'storybook/theming';
import './hostTool';
import { REVIEW_PORT } from '../scripts/visual/review/port';
import type {
  ImageSignoff,
  PendingCause,
  SignoffFile,
  SignoffState,
} from '../scripts/visual/review/storybookSignoff';
import { screenshotViewports, viewports, type ViewportName } from '../theme/breakpoints';
import type { ComponentStatus } from '../scripts/status/status';
import { briefly } from '../scripts/status/criteria';

const ADDON_ID = 'visual-signoff';
const PANEL_ID = `${ADDON_ID}/panel`;
/** Written by main.ts when Storybook starts or builds; relative, so a Storybook in a sub-folder finds it. */
const SIGNOFF_URL = './visual-signoff/visual-signoff.json';
const REVIEW_COMMAND = 'npm run visual:review';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; reason: string }
  | { status: 'ok'; file: SignoffFile; live: boolean };

/** The review server on this machine: it answers with the sign-off as it is now, and takes verdicts. */
const REVIEW_ORIGIN = `http://localhost:${REVIEW_PORT}`;
const LIVE_URL = `${REVIEW_ORIGIN}/api/signoff`;
const IMPACT_URL = `${REVIEW_ORIGIN}/api/impact`;
const VERDICT_URL = `${REVIEW_ORIGIN}/test-results/visual-review/api/verdict`;

const readJson = (url: string, timeout?: number) =>
  fetch(url, timeout ? { signal: AbortSignal.timeout(timeout) } : {}).then((response) => {
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    return response.json() as Promise<SignoffFile>;
  });

// The snapshot written when Storybook started, read once; the live record is read on each change.
let snapshot: Promise<SignoffFile> | undefined;
const loadSignoff = (): Promise<{ file: SignoffFile; live: boolean }> =>
  readJson(LIVE_URL, 1500).then(
    (file) => ({ file, live: true }),
    () => (snapshot ??= readJson(SIGNOFF_URL)).then((file) => ({ file, live: false })),
  );

function useSignoff(): [Loaded, () => void] {
  const [loaded, setLoaded] = React.useState<Loaded>({ status: 'loading' });
  const [round, setRound] = React.useState(0);
  React.useEffect(() => {
    let current = true;
    loadSignoff().then(
      ({ file, live }) => current && setLoaded({ status: 'ok', file, live }),
      (error: unknown) =>
        current &&
        setLoaded({ status: 'failed', reason: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [round]);
  return [loaded, () => setRound((n) => n + 1)];
}

/** What the prediction says of the working tree's edit (scripts/visual/impact/), as the server sends it. */
interface Predicted {
  causes: { title: string; source?: string; images: string[] }[];
}

/**
 * The edit's predicted changes, asked of the review server every few seconds while it runs, so the
 * panel follows a designer's edits; none where no review server runs.
 */
function usePrediction(): Predicted | undefined {
  const [predicted, setPredicted] = React.useState<Predicted>();
  React.useEffect(() => {
    let current = true;
    const ask = () =>
      fetch(IMPACT_URL, { signal: AbortSignal.timeout(15_000) })
        .then((response) => (response.ok ? (response.json() as Promise<Predicted>) : undefined))
        .then(
          (next) => current && setPredicted(next),
          () => current && setPredicted(undefined),
        );
    void ask();
    const timer = setInterval(() => void ask(), 5000);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, []);
  return predicted;
}

/** The causes the edit is predicted to change a story's screenshot at one width by. */
const predictedFor = (predicted: Predicted | undefined, storyId: string, width: ViewportName) =>
  (predicted?.causes ?? []).filter((cause) => cause.images.includes(`stories/${storyId}-${width}.png`));

// The team reads dates as London does, as the site's events do.
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});
const momentFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});
const day = (iso: string | undefined) => {
  const time = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(time) ? 'an unknown date' : dayFormat.format(time);
};

const quoted = (note: string | undefined) => (note ? ` — “${note}”` : '');
const widthLabel = (width: ViewportName) => `${viewports[width].name} ${viewports[width].width} px`;

/** The words for one width's sign-off: the whole message is text, the badge only repeats it. */
function describe(signoff: ImageSignoff): string {
  const { state, approvedBy, approvedAt, note, rejected } = signoff;
  const lastApproval = approvedBy
    ? ` Last approved by ${approvedBy} on ${day(approvedAt)}${quoted(note)}.`
    : '';
  const awaiting = rejected
    ? `; ${rejected.by} rejected it on ${day(rejected.at)}${quoted(rejected.note)}, so it awaits a fix.`
    : `, awaiting review (${REVIEW_COMMAND}).`;
  switch (state) {
    case 'approved':
      return `approved by ${approvedBy} on ${day(approvedAt)}${quoted(note)}. The current image is the approved one.`;
    case 'changed':
      return signoff.removed
        ? `no longer screenshot in the last visual run: removing its image${awaiting}${lastApproval}`
        : `changed in the last visual run${awaiting}${lastApproval}`;
    case 'new':
      return `new in the last visual run, with no approved image yet${awaiting}`;
    case 'unapproved':
      return approvedBy
        ? `not signed off: the current image is not the one ${approvedBy} approved on ${day(approvedAt)}.`
        : 'not signed off: no designer has approved the current image.';
  }
}

const badges: Record<
  SignoffState,
  { label: string; status: 'positive' | 'warning' | 'negative' | 'neutral' }
> = {
  approved: { label: 'Approved', status: 'positive' },
  changed: { label: 'Changed', status: 'warning' },
  unapproved: { label: 'Not signed off', status: 'negative' },
  new: { label: 'New', status: 'neutral' },
};

const Panel = styled.div(({ theme }) => ({
  padding: theme.layoutMargin * 2,
  fontSize: theme.typography.size.s2,
  lineHeight: 1.6,
  color: theme.fgColor.default,
  p: { margin: `0 0 ${theme.layoutMargin}px` },
}));

const Widths = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: `0 0 ${theme.layoutMargin * 2}px`,
  padding: 0,
  li: { marginBottom: theme.layoutMargin },
}));

const Aside = styled.p(({ theme }) => ({
  color: theme.fgColor.muted,
  fontSize: theme.typography.size.s1,
}));

const Causes = styled.ul(({ theme }) => ({
  margin: `${theme.layoutMargin / 2}px 0 0`,
  paddingLeft: theme.layoutMargin * 2,
  li: { marginBottom: theme.layoutMargin / 2 },
  button: { marginLeft: theme.layoutMargin, font: 'inherit', cursor: 'pointer' },
}));

const Field = styled.label(({ theme }) => ({
  display: 'inline-flex',
  gap: theme.layoutMargin,
  alignItems: 'center',
  marginRight: theme.layoutMargin * 2,
  input: { font: 'inherit' },
}));

const causeState = (cause: PendingCause) =>
  cause.verdict === 'approved'
    ? 'approved'
    : cause.verdict === 'rejected'
      ? 'rejected'
      : 'awaiting a verdict';

const command = (cause: PendingCause) => `npm run visual:approve -- --group ${cause.id} --as "Your name"`;

/** A change's causes, each with its verdict so far, and buttons where the review server runs. */
function CauseList(props: {
  causes: PendingCause[];
  live: boolean;
  give: (cause: PendingCause, verdict: 'approved' | 'rejected') => void;
}) {
  return (
    <Causes aria-label="Causes of the change">
      {props.causes.map((cause) => (
        <li key={cause.id}>
          {cause.title}
          {cause.images > 1 ? ` (in ${cause.images} images)` : ''}: {causeState(cause)}.
          {cause.heard?.length ? ` A screen reader hears too: ${cause.heard.join('; ')}.` : null}
          {cause.blocking ? ' Below WCAG AA: it cannot be approved, only fixed.' : null}
          {props.live && !cause.verdict && !cause.blocking ? (
            <>
              <button type="button" onClick={() => props.give(cause, 'approved')}>
                Approve
              </button>
              <button type="button" onClick={() => props.give(cause, 'rejected')}>
                Reject
              </button>
            </>
          ) : null}
          {!props.live && !cause.verdict && !cause.blocking ? (
            <>
              {' '}
              <code>{command(cause)}</code>
            </>
          ) : null}
        </li>
      ))}
    </Causes>
  );
}

/** Written by main.ts beside the sign-off: each component's status, computed from its evidence. */
const STATUS_URL = './visual-signoff/component-status.json';

function useComponentStatuses(): ComponentStatus[] {
  const [statuses, setStatuses] = React.useState<ComponentStatus[]>([]);
  React.useEffect(() => {
    fetch(STATUS_URL)
      .then((response) => (response.ok ? (response.json() as Promise<ComponentStatus[]>) : []))
      .then(setStatuses)
      .catch(() => undefined);
  }, []);
  return statuses;
}

/** The status of the component a story belongs to, and what its next level needs. */
function StatusLine({ status }: { status: ComponentStatus }) {
  const missing = status.next?.missing ?? [];
  return (
    <p>
      {status.name}: <strong>{status.level}</strong>
      {missing.length ? `. For ${status.next?.level}: ${briefly(missing)}.` : '. Every condition holds.'}
    </p>
  );
}

/** The widths a story is screenshot at, as the story screenshots choose them from its tags. */
const widthsFor = (tags: readonly string[]): ViewportName[] =>
  screenshotViewports.filter((width) => !tags.includes(width === 'mobile' ? 'desktop-only' : 'mobile-only'));

function SignoffPanel() {
  const { storyId, index } = useStorybookState();
  const [loaded, reload] = useSignoff();
  const predicted = usePrediction();
  const statuses = useComponentStatuses();
  const entry = storyId ? index?.[storyId] : undefined;
  const componentStatus = statuses.find((s) => storyId && s.storyIds.includes(storyId));
  const [reviewer, setReviewer] = React.useState(() => localStorage.getItem('visual-reviewer') ?? '');
  const [note, setNote] = React.useState('');
  const [message, setMessage] = React.useState('');

  const give = (cause: PendingCause, verdict: 'approved' | 'rejected') => {
    if (!reviewer.trim()) return setMessage('Say who is signing off first.');
    if (verdict === 'rejected' && !note.trim()) return setMessage('Say why in a note when rejecting.');
    localStorage.setItem('visual-reviewer', reviewer);
    fetch(VERDICT_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ target: cause.id, kind: 'group', verdict, reviewer, note }),
    })
      .then(async (response) => {
        setMessage(await response.text());
        if (response.ok) reload();
      })
      .catch((error: unknown) => setMessage(`The review server did not answer: ${String(error)}`));
  };

  if (!entry || entry.type !== 'story') return <p>Choose a story to see its sign-off.</p>;
  if (loaded.status === 'loading') return <p>Reading the sign-off record…</p>;
  if (loaded.status === 'failed')
    return <p>The sign-off record is not in this Storybook ({loaded.reason}).</p>;
  const { file } = loaded;
  if (file.error) return <p>The sign-off record could not be read: {file.error}</p>;

  const tags = entry.tags ?? [];
  const data = file.stories[entry.id] ?? {};
  const path: unknown = entry.parameters?.path;
  // Widths the story is shot at, then any left over from before (an image awaiting removal).
  const widths = [
    ...new Set([
      ...(tags.includes('route') ? [] : widthsFor(tags)),
      ...(Object.keys(data) as ViewportName[]),
    ]),
  ];

  return (
    <>
      {componentStatus && <StatusLine status={componentStatus} />}
      {tags.includes('route') && (
        <p>
          No story screenshot: this page is screenshot by the page walk
          {typeof path === 'string' ? ` at ${path}` : ''}, and signed off there.
        </p>
      )}
      {widths.length > 0 && Object.keys(data).length === 0 ? (
        <p>No screenshot yet.</p>
      ) : (
        widths.length > 0 && (
          <Widths aria-label="Sign-off by screen width">
            {widths.map((width) => {
              const signoff = data[width];
              return (
                <li key={width}>
                  <strong>{widthLabel(width)}:</strong>{' '}
                  {signoff ? (
                    <>
                      {/* The sentence says it all; the badge is for scanning, so it is not read twice. */}
                      <span aria-hidden="true">
                        <Badge compact status={badges[signoff.state].status}>
                          {badges[signoff.state].label}
                        </Badge>
                      </span>{' '}
                      {describe(signoff)}
                      {signoff.causes?.length && signoff.state === 'changed' ? (
                        <CauseList causes={signoff.causes} live={loaded.live} give={give} />
                      ) : null}
                    </>
                  ) : (
                    'no screenshot yet.'
                  )}
                </li>
              );
            })}
          </Widths>
        )
      )}
      {widths.some((width) => predictedFor(predicted, entry.id, width).length) ? (
        <section aria-label="Your edit">
          <p>
            <strong>Your edit can change this story:</strong>
          </p>
          <Causes>
            {widths.map((width) => {
              const causes = predictedFor(predicted, entry.id, width);
              return causes.length ? (
                <li key={width}>
                  {widthLabel(width)}:{' '}
                  {causes.map((c) => `${c.title}${c.source ? ` (${c.source})` : ''}`).join('; ')}.
                </li>
              ) : null;
            })}
          </Causes>
          <Aside>
            Predicted from the approved images’ drawings; <code>npm run test:visual -- --affected</code>{' '}
            shoots them.
          </Aside>
        </section>
      ) : null}
      {loaded.live && Object.values(data).some((signoff) => signoff?.causes?.some((c) => !c.verdict)) ? (
        <p>
          <Field>
            Signing off as
            <input
              value={reviewer}
              onChange={(event) => setReviewer(event.target.value)}
              autoComplete="name"
            />
          </Field>
          <Field>
            Note
            <input value={note} onChange={(event) => setNote(event.target.value)} />
          </Field>
        </p>
      ) : null}
      {message ? <p role="status">{message}</p> : null}
      <Aside>
        {loaded.live
          ? `As the review server has it now, ${momentFormat.format(Date.parse(file.readAt))}: verdicts given here are recorded there.`
          : `As recorded when this Storybook was started or built, ${momentFormat.format(Date.parse(file.readAt))}.`}
        {file.lastRun
          ? ''
          : ' No visual run’s results were found, so changes since the approved images are not shown.'}
      </Aside>
    </>
  );
}

addons.register(ADDON_ID, () => {
  addons.add(PANEL_ID, {
    type: types.PANEL,
    title: 'Sign-off',
    render: ({ active }) => (
      <AddonPanel active={Boolean(active)}>
        <Panel>
          <SignoffPanel />
        </Panel>
      </AddonPanel>
    ),
  });
});
