import preview from '../../.storybook/preview';
import MuiBreadcrumbs, { type BreadcrumbsProps } from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { pressed, tabbedTo } from '../../.storybook/states';
import { Breadcrumbs } from '../../src/components/Breadcrumbs';
import { choice, described, stacked, Row, Sample } from './layout';

/** The event page's trail, drawn from MUI's parts as the site's Breadcrumbs does. */
function EventTrail({ linkClass, ...props }: BreadcrumbsProps & { linkClass?: string }) {
  return (
    <MuiBreadcrumbs {...props}>
      <Link href="/women-love-ai/community" className={linkClass}>
        Community
      </Link>
      <Link href="/women-love-ai/events">Events</Link>
      <Typography variant="body2" aria-current="page" sx={{ color: 'text.primary', fontWeight: 600 }}>
        Waves &amp; AI: Summer Boat Party
      </Typography>
    </MuiBreadcrumbs>
  );
}

const meta = preview.meta({
  title: 'Navigation/Themed MUI/Breadcrumbs',
  id: 'themed-breadcrumbs',
  component: MuiBreadcrumbs,
  args: { 'aria-label': 'Breadcrumb', separator: '/', maxItems: 8 },
  argTypes: {
    'aria-label': {
      control: 'text',
      description: 'The name screen readers give the trail, e.g. "Breadcrumb". Nothing on screen changes.',
    },
    separator: choice(
      ['/', '›', '·'],
      '/',
      "The mark between crumbs. The site keeps MUI's slash, in secondary text.",
    ),
    maxItems: {
      control: { type: 'number', min: 2, max: 8 },
      description:
        'The most crumbs shown before the middle ones fold into a "…" button. The site\'s trails have three crumbs, well under the default of 8.',
      table: { defaultValue: { summary: '8' } },
    },
  },
  decorators: [stacked],
  parameters: {
    layout: 'padded',
    host: 'same',
    docs: {
      description: {
        component:
          "MUI's breadcrumb trail as the site's theme draws it: 14 px text in secondary grey (neutral 600), with the slash separators in the same grey. Each crumb above the current page is a themed link in link pink; the current page closes the trail in body text, semibold. The site's Breadcrumbs component builds every trail this way.",
      },
    },
  },
});

/** The site's two kinds of trail, as its Breadcrumbs component draws them: check the grey separators and the bold current page. */
export const OnTheSite = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <>
      <Row label="The prompt library">
        <Breadcrumbs
          label="Breadcrumb, prompt library"
          items={[
            { label: 'Home', href: '/' },
            { label: 'Prompt Library', href: '/find-prompt' },
            { label: 'All Prompts' },
          ]}
        />
      </Row>
      <Row label="An event page">
        <Breadcrumbs
          label="Breadcrumb, event page"
          items={[
            { label: 'Community', href: '/women-love-ai/community' },
            { label: 'Events', href: '/women-love-ai/events' },
            { label: 'Waves & AI: Summer Boat Party' },
          ]}
        />
      </Row>
    </>
  ),
});

/** An event page's trail driven by the controls: try a separator, or fold the trail with a small maxItems. */
export const Playground = meta.story({
  render: (args) => <EventTrail {...args} />,
});

/** A trail folded by maxItems: the middle crumb becomes a small "…" button, in MUI's own grey. */
export const Collapsed = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => <EventTrail aria-label="Breadcrumb" maxItems={2} />,
});

const crumbStates = pressed('.collapse-pressed button');

/** A link crumb in each state (default, hover, keyboard focus), and the "…" button at rest, hovered and pressed. */
export const States = meta.story({
  tags: ['desktop-only'],
  ...crumbStates,
  globals: {
    pseudo: {
      hover: ['.sample-hover', '.collapse-hover button', '.collapse-pressed button'],
      active: ['.collapse-pressed button'],
      focusVisible: ['.sample-focus'],
    },
  },
  argTypes: described(meta.input.argTypes),
  render: () => (
    <>
      <Row label="The first crumb, a link">
        <Sample label="Default">
          <EventTrail aria-label="Breadcrumb, at rest" />
        </Sample>
        <Sample label="Hover">
          <EventTrail aria-label="Breadcrumb, hovered" linkClass="sample-hover" />
        </Sample>
        <Sample label="Keyboard focus">
          <EventTrail aria-label="Breadcrumb, focused" linkClass="sample-focus" />
        </Sample>
      </Row>
      <Row label="The collapse button (not used on the site)">
        <Sample label="Default">
          <EventTrail aria-label="Breadcrumb, folded" maxItems={2} />
        </Sample>
        <Sample label="Hover">
          <EventTrail aria-label="Breadcrumb, folded, hovered" maxItems={2} className="collapse-hover" />
        </Sample>
        <Sample label="Pressed">
          <EventTrail aria-label="Breadcrumb, folded, pressed" maxItems={2} className="collapse-pressed" />
        </Sample>
      </Row>
    </>
  ),
});

/** The first crumb reached with the Tab key: check the pink focus outline around "Community". */
export const KeyboardFocus = meta.story({
  tags: ['desktop-only'],
  ...tabbedTo('link', 'Community'),
  argTypes: described(meta.input.argTypes),
  render: () => <EventTrail aria-label="Breadcrumb" />,
});
