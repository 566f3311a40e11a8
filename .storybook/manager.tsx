/**
 * The "Sign-off" panel: for the selected story, who approved its screenshots, when and with what
 * note, and whether the image the visual suite compares with is still the approved one. It lives in
 * Storybook's own UI only, so the stories (and their screenshots) render exactly as before.
 */
// The manager's bundler compiles JSX to React.createElement, so React must be in scope here.
import React from 'react';
import { AddonPanel, Badge } from 'storybook/internal/components';
import { addons, types, useStorybookState } from 'storybook/manager-api';
import { styled } from 'storybook/theming';
import './hostTool';
import type { ImageSignoff, SignoffFile, SignoffState } from '../scripts/visual/storybookSignoff';
import { screenshotViewports, viewports, type ViewportName } from '../theme/breakpoints';

const ADDON_ID = 'visual-signoff';
const PANEL_ID = `${ADDON_ID}/panel`;
/** Written by main.ts when Storybook starts or builds; relative, so a Storybook in a sub-folder finds it. */
const SIGNOFF_URL = './visual-signoff/visual-signoff.json';
const REVIEW_COMMAND = 'npm run visual:review';

type Loaded =
  { status: 'loading' } | { status: 'failed'; reason: string } | { status: 'ok'; file: SignoffFile };

// One request for the whole session: the record is a snapshot taken when Storybook started.
let request: Promise<SignoffFile> | undefined;
const loadSignoff = () =>
  (request ??= fetch(SIGNOFF_URL).then((response) => {
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    return response.json() as Promise<SignoffFile>;
  }));

function useSignoff(): Loaded {
  const [loaded, setLoaded] = React.useState<Loaded>({ status: 'loading' });
  React.useEffect(() => {
    let current = true;
    loadSignoff().then(
      (file) => current && setLoaded({ status: 'ok', file }),
      (error: unknown) =>
        current &&
        setLoaded({ status: 'failed', reason: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, []);
  return loaded;
}

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

/** The widths a story is screenshot at, as the story screenshots choose them from its tags. */
const widthsFor = (tags: readonly string[]): ViewportName[] =>
  screenshotViewports.filter((width) => !tags.includes(width === 'mobile' ? 'desktop-only' : 'mobile-only'));

function SignoffPanel() {
  const { storyId, index } = useStorybookState();
  const loaded = useSignoff();
  const entry = storyId ? index?.[storyId] : undefined;

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
      <Aside>
        As recorded when this Storybook was started or built, {momentFormat.format(Date.parse(file.readAt))}.
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
