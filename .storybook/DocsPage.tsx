/**
 * Every component's Docs page, in one template: what it is for, when to use it and when not, its
 * content rules, states, accessibility and status (from the story file's `Name.guidance.md`
 * beside it), then its stories, its props and, last, notes for engineers.
 *
 * A story that pins a viewport is shown in a frame of exactly that width, so the site's media
 * queries see the width the story was written for; a wide frame is scaled down to fit the column,
 * never cropped. A story whose content floats (notices) sets `parameters.docs.frame` and is framed
 * at the column's width.
 */
import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Controls,
  Description,
  DocsContext,
  DocsStory,
  Heading,
  Subheading,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import type { PreparedStory } from 'storybook/internal/types';
import { styled } from 'storybook/theming';
import { viewports, type ViewportName } from '../theme/breakpoints';
import type { guidanceSections } from './guidance';
import { guidanceFileOf, onlyHost, readGuidance, type Guidance, type HostRelevance } from './guidance';
import { ComputedStatus } from './componentStatus';

/** Every guidance file, by its path from the project's root ('./stories/…/Name.guidance.md'). */
const guidanceFiles = new Map(
  Object.entries(
    import.meta.glob<string>('../stories/**/*.guidance.md', {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([path, markdown]) => [path.replace(/^\.\.\//, './'), markdown]),
);

/** The guidance beside a story file, read; a file that strays from the template says where on the page. */
function guidanceFor(storyFile: unknown): Guidance | undefined {
  const path = typeof storyFile === 'string' ? guidanceFileOf(storyFile) : undefined;
  const markdown = path ? guidanceFiles.get(path) : undefined;
  if (!path || markdown === undefined) return undefined;
  try {
    return readGuidance(markdown);
  } catch (error) {
    throw new Error(`${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** `parameters.docs.frame`: a story whose content floats, framed at this height (px). */
export interface DocsFrame {
  height: number;
  /** Why it is framed, for the caption: 'notices float over the page'. */
  reason: string;
}

const isViewport = (value: unknown): value is ViewportName => typeof value === 'string' && value in viewports;

/** The viewport a story pins with `globals: { viewport: { value } }`, if any. */
export function pinnedViewport(story: Pick<PreparedStory, 'storyGlobals'>): ViewportName | undefined {
  const value = (story.storyGlobals?.viewport as { value?: unknown } | undefined)?.value;
  return isViewport(value) ? value : undefined;
}

const Frame = styled.figure(({ theme }) => ({
  margin: '16px 0 40px',
  '& > div': {
    border: `1px solid ${theme.appBorderColor}`,
    borderRadius: theme.appBorderRadius,
    overflow: 'hidden',
    background: theme.background.content,
  },
  '& iframe': { border: 0, display: 'block', transformOrigin: '0 0' },
  '& figcaption': { fontSize: theme.typography.size.s1, color: theme.textMutedColor, marginTop: 8 },
}));

/** Content lower than this is framed at this height, so a short story does not sit in a sliver. */
const SHORTEST_FRAME = 120;

/**
 * The height a framed story needs: its content's, or, while something covers the screen as a
 * phone's would (a drawer, a notice, a menu's backdrop: fixed in place), the whole screen's.
 */
function neededHeight(inner: Window, screenHeight: number): number {
  const doc = inner.document;
  let bottom = SHORTEST_FRAME;
  let covers = false;
  for (const element of Array.from(doc.body.querySelectorAll<HTMLElement>('*'))) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (inner.getComputedStyle(element).position === 'fixed') covers = true;
    else bottom = Math.max(bottom, box.bottom + inner.scrollY);
  }
  return Math.ceil(covers ? Math.max(bottom, screenHeight) : bottom);
}

/**
 * A story in its own preview page, `width` px wide (or the column's width), as tall as its content
 * needs (`screenHeight` when something covers the screen), scaled down when wider than the column.
 */
function StoryFrame({
  story,
  width,
  screenHeight,
  caption,
  host,
}: {
  story: PreparedStory;
  width?: number;
  screenHeight: number;
  caption: string;
  host: unknown;
}) {
  const column = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [columnWidth, setColumnWidth] = useState(0);
  const [height, setHeight] = useState(screenHeight);
  // Each frame loads the whole preview, and a play function that focuses a control scrolls the page to
  // it: a frame loads only once it is on screen, where that scroll is none.
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    const element = column.current;
    if (!element) return;
    const resize = new ResizeObserver(() => setColumnWidth(element.clientWidth));
    resize.observe(element);
    const visible = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    visible.observe(element);
    return () => {
      resize.disconnect();
      visible.disconnect();
    };
  }, []);

  useEffect(() => {
    const iframe = frame.current;
    if (!iframe || !seen) return;
    const timers: number[] = [];
    let observer: MutationObserver | undefined;
    const follow = () => {
      const inner = iframe.contentWindow;
      if (!inner?.document.body) return;
      const measure = () => setHeight(neededHeight(inner, screenHeight));
      const Observer = (inner as unknown as { MutationObserver: typeof MutationObserver }).MutationObserver;
      observer = new Observer(measure);
      observer.observe(inner.document.body, { childList: true, subtree: true, attributes: true });
      // Fonts and a play function's last step can land after the last change to the page.
      for (const delay of [0, 500, 1500, 3000]) timers.push(window.setTimeout(measure, delay));
    };
    iframe.addEventListener('load', follow);
    return () => {
      iframe.removeEventListener('load', follow);
      observer?.disconnect();
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, [screenHeight, seen]);

  const frameWidth = width ?? columnWidth;
  const scale = width && columnWidth ? Math.min(1, columnWidth / width) : 1;
  const params = new URLSearchParams({ id: story.id, viewMode: 'story' });
  if (host === 'community') params.set('globals', 'host:community');
  const scaled = scale < 1 ? `, scaled to ${Math.round(scale * 100)}% to fit` : '';

  return (
    <Frame>
      <div ref={column} style={{ height: Math.ceil(height * scale) }}>
        {frameWidth > 0 && (
          <iframe
            ref={frame}
            src={seen ? `iframe.html?${params.toString()}` : 'about:blank'}
            title={`${story.title} › ${story.name}`}
            data-docs-frame={story.id}
            width={frameWidth}
            height={height}
            style={{ transform: scale < 1 ? `scale(${scale})` : undefined }}
          />
        )}
      </div>
      <figcaption>
        {caption}
        {scaled}.
      </figcaption>
    </Frame>
  );
}

/** One story: its name, description and preview, at its pinned viewport when it has one. */
function StoryBlock({ story, primary = false }: { story: PreparedStory; primary?: boolean }) {
  const context = useContext(DocsContext);
  const viewport = pinnedViewport(story);
  const frame = (story.parameters.docs as { frame?: DocsFrame } | undefined)?.frame;
  if (!viewport && !frame) {
    return <DocsStory of={story.moduleExport} expanded={!primary} __forceInitialArgs __primary={primary} />;
  }
  const host = context.getStoryContext(story).globals.host;
  return (
    <section id={`anchor--${primary ? 'primary--' : ''}${story.id}`}>
      {!primary && (
        <>
          <Subheading>{story.name}</Subheading>
          <Description of={story.moduleExport} />
        </>
      )}
      {viewport ? (
        <StoryFrame
          story={story}
          width={viewports[viewport].width}
          screenHeight={viewports[viewport].height}
          host={host}
          caption={`Shown at ${viewports[viewport].name} width, ${viewports[viewport].width} px, as the story pins it`}
        />
      ) : (
        <StoryFrame
          story={story}
          screenHeight={frame?.height ?? 320}
          host={host}
          caption={`Shown in a frame of its own: ${frame?.reason ?? 'it floats over the page'}`}
        />
      )}
    </section>
  );
}

const hostNote = (host: HostRelevance | undefined): string | undefined => {
  if (host === 'varies') return 'Looks different on the community host: switch with the Host toolbar.';
  if (host === 'same') return 'Looks the same on both hosts.';
  if (onlyHost(host)) return `Shown on the ${onlyHost(host)} host only.`;
  return undefined;
};

function Section({ title, children }: { title: (typeof guidanceSections)[number]; children: ReactNode }) {
  return (
    <section data-guidance={title}>
      <Heading>{title}</Heading>
      {children}
    </section>
  );
}

/** Lines of guidance as a bulleted list, one item each. */
function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <ul>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function GuidanceSections({
  guidance,
  host,
  storyFile,
}: {
  guidance: Guidance;
  host?: HostRelevance;
  storyFile: unknown;
}) {
  const { accessibility, status } = guidance;
  return (
    <>
      <Section title="When to use">
        <Lines lines={guidance.use} />
      </Section>
      <Section title="When not to use">
        <ul>
          {guidance.avoid.map(({ when, instead }) => (
            <li key={when}>
              {when} <strong>Instead:</strong> {instead}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Content">
        <Lines lines={guidance.content} />
      </Section>
      <Section title="States">
        <table>
          <thead>
            <tr>
              <th scope="col">State</th>
              <th scope="col">How it looks</th>
            </tr>
          </thead>
          <tbody>
            {guidance.states.map(({ name, looks }) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{looks}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section title="Accessibility">
        <dl>
          <dt>Keyboard</dt>
          <dd>{accessibility.keyboard}</dd>
          <dt>Screen reader</dt>
          <dd>{accessibility.screenReader}</dd>
          <dt>Contrast</dt>
          <dd>{accessibility.contrast}</dd>
        </dl>
      </Section>
      <Section title="Status">
        <ComputedStatus storyFile={storyFile} note={status.note} />
        {hostNote(host) && <p>{hostNote(host)}</p>}
      </Section>
    </>
  );
}

export function DocsPage() {
  const context = useContext(DocsContext);
  const { preparedMeta } = useOf('meta', ['meta']);
  const guidance = guidanceFor(preparedMeta.parameters.fileName);
  const host = preparedMeta.parameters.host as HostRelevance | undefined;
  const stories = context
    .componentStories()
    .filter((story) => story.tags.includes('autodocs') && !story.usesMount);
  const [primary] = stories;
  return (
    <>
      <Title />
      <Section title="Purpose">
        <Description of="meta" />
      </Section>
      {primary && <StoryBlock story={primary} primary />}
      {guidance && (
        <GuidanceSections guidance={guidance} host={host} storyFile={preparedMeta.parameters.fileName} />
      )}
      {primary && (
        <section data-docs="props">
          <Heading>Props</Heading>
          <Controls />
        </section>
      )}
      {stories.length > 0 && (
        <section data-docs="stories">
          <Heading>Stories</Heading>
          {stories.map((story) => (
            <StoryBlock key={story.id} story={story} />
          ))}
        </section>
      )}
      {guidance?.engineering && guidance.engineering.length > 0 && (
        <section data-docs="engineering">
          <Heading>Engineering notes</Heading>
          <Lines lines={guidance.engineering} />
        </section>
      )}
    </>
  );
}
