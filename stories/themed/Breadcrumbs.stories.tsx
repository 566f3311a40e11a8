import type { Meta, StoryObj } from '@storybook/react-vite';
import MuiBreadcrumbs, { type BreadcrumbsProps } from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { expect, userEvent, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { desktopState, pressed } from '../../.storybook/states';
import { Breadcrumbs } from '../../src/components/Breadcrumbs';
import { described, Frame, Row, Sample } from './layout';

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

const meta = {
  title: 'Navigation/Themed MUI/Breadcrumbs',
  id: 'themed-breadcrumbs',
  component: MuiBreadcrumbs,
  args: { 'aria-label': 'Breadcrumb', separator: '/', maxItems: 8 },
  argTypes: {
    'aria-label': {
      control: 'text',
      description: 'The name screen readers give the trail, e.g. "Breadcrumb". Nothing on screen changes.',
    },
    separator: {
      control: 'inline-radio',
      options: ['/', '›', '·'],
      description: "The mark between crumbs. The site keeps MUI's slash, in secondary text.",
      table: { defaultValue: { summary: '/' } },
    },
    maxItems: {
      control: { type: 'number', min: 2, max: 8 },
      description:
        'The most crumbs shown before the middle ones fold into a "…" button. The site\'s trails have three crumbs, well under the default of 8.',
      table: { defaultValue: { summary: '8' } },
    },
  },
  parameters: {
    host: 'same',
    docs: {
      description: {
        component:
          "MUI's breadcrumb trail as the site's theme draws it: 14 px text in secondary grey (neutral 600), with the slash separators in the same grey. Each crumb above the current page is a themed link in link pink; the current page closes the trail in body text, semibold. The site's Breadcrumbs component builds every trail this way.",
      },
    },
    guidance: {
      use: [
        'Above the heading of a page two or more levels down, to show where it sits: Home / Prompt Library / All Prompts.',
        'On the event pages, to lead back to Community and Events.',
      ],
      avoid: [
        { when: 'The page is one level down, with a single way back.', instead: 'BackLink.' },
        {
          when: 'Building a trail for a page.',
          instead: 'Breadcrumbs (the site component), which sets the links and the current page.',
        },
      ],
      content: [
        'Name each crumb exactly as that page\'s heading or menu item reads: "Prompt Library", "Events".',
        'The current page comes last, as plain text, not a link.',
        'Keep trails short: three crumbs on the site today.',
      ],
      states: [
        {
          name: 'Default',
          looks:
            'Link crumbs in link pink (pink 700), medium weight; separators neutral 600; the current page neutral 900, semibold.',
        },
        { name: 'Hover', looks: 'A link crumb underlines.' },
        { name: 'Keyboard focus', looks: 'A link crumb gets the 3 px pink 400 outline, 2 px off the text.' },
        {
          name: 'Collapsed',
          looks:
            'With more crumbs than maxItems, the middle ones fold into a small "…" button: a pale grey chip (neutral 100) with square-ish 2 px corners, neutral 200 on hover, the pink glow ring on keyboard focus. Not used on the site.',
        },
        { name: 'Long trail', looks: 'Crumbs wrap onto a second line on a narrow screen.' },
      ],
      accessibility: {
        keyboard:
          'Tab moves through the link crumbs; Enter follows one. The current page is not focusable. A collapsed "…" button opens the full trail with Enter or Space.',
        screenReader:
          'A navigation landmark named by aria-label ("Breadcrumb") holding an ordered list; the current page is marked as the current page. Separators are hidden.',
        contrast:
          'Link pink (pink 700) on white is 7.59:1, separators (neutral 600) 7.58:1, the current page (neutral 900) 18.04:1. The focus outline (pink 400) is 2.99:1 against white, just under 3:1.',
      },
      status: { level: 'Stable', note: 'On the prompt library, the events list and every event page.' },
      engineering: [
        "The collapse button is MUI's own: its grey fill and 2 px radius come from MUI, not the theme; only the ButtonBase focus glow is the site's.",
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof MuiBreadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The site's two kinds of trail, as its Breadcrumbs component draws them: check the grey separators and the bold current page. */
export const OnTheSite: Story = {
  argTypes: described(meta.argTypes),
  render: () => (
    <Frame>
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
    </Frame>
  ),
};

/** An event page's trail driven by the controls: try a separator, or fold the trail with a small maxItems. */
export const Playground: Story = {
  render: (args) => (
    <Frame>
      <EventTrail {...args} />
    </Frame>
  ),
};

/** A trail folded by maxItems: the middle crumb becomes a small "…" button, in MUI's own grey. */
export const Collapsed: Story = {
  argTypes: described(meta.argTypes),
  render: () => (
    <Frame>
      <EventTrail aria-label="Breadcrumb" maxItems={2} />
    </Frame>
  ),
};

const crumbStates = pressed('.collapse-pressed button');

/** A link crumb in each state (default, hover, keyboard focus), and the "…" button at rest, hovered and pressed. */
export const States: Story = {
  tags: ['desktop-only'],
  ...crumbStates,
  parameters: {
    ...crumbStates.parameters,
    pseudo: {
      hover: ['.sample-hover', '.collapse-hover button', '.collapse-pressed button'],
      active: ['.collapse-pressed button'],
      focusVisible: ['.sample-focus'],
    },
  },
  argTypes: described(meta.argTypes),
  render: () => (
    <Frame>
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
    </Frame>
  ),
};

/** The first crumb reached with the Tab key: check the pink focus outline around "Community". */
export const KeyboardFocus: Story = {
  tags: ['desktop-only'],
  ...desktopState,
  argTypes: described(meta.argTypes),
  render: () => (
    <Frame>
      <EventTrail aria-label="Breadcrumb" />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Community' })).toHaveFocus();
  },
};
