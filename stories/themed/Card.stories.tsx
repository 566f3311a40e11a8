import type { Meta, StoryObj } from '@storybook/react-vite';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Guidance } from '../../.storybook/guidance';
import { homeFeatures } from '../../content/home';
import { resources } from '../../content/resources';
import { described, Frame, Row, Sample } from './layout';

const [guide, planner] = resources;
const [prompts] = homeFeatures;

/** Cards side by side where there is room, one under another on a phone. */
function CardRow({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
        alignItems: 'stretch',
      }}
    >
      {children}
    </Box>
  );
}

/** A resource card's inside: the type, the title and the summary, then the button that opens it. */
function ResourceBody({
  type,
  title,
  description,
  action,
}: Record<'type' | 'title' | 'description' | 'action', string>) {
  return (
    <>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="eyebrow" component="p" sx={{ color: 'text.link' }}>
          {type}
        </Typography>
        <Typography variant="h6" component="p">
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {description}
        </Typography>
      </CardContent>
      <CardActions>
        <Button variant="outlined" endIcon={<OpenInNewRounded />}>
          {action}
        </Button>
      </CardActions>
    </>
  );
}

const meta = {
  title: 'Content cards/Themed MUI/Card',
  id: 'themed-card',
  component: Card,
  args: { variant: 'elevation' },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['elevation', 'outlined'],
      description:
        "MUI's two kinds of card: with a shadow (elevation) or with a border (outlined). Under the theme both look the same, a fine border and the low shadow; most of the site's cards say outlined.",
      table: { defaultValue: { summary: 'elevation' } },
    },
  },
  parameters: {
    host: 'same',
    docs: {
      description: {
        component:
          "MUI's card as the site's theme draws it: a white panel with 20 px rounded corners, a 1 px border in the divider colour (neutral 200) and the low, pink-tinted shadow. Its content area has 24 px padding on every side, and its actions row sits at the bottom of the card, 24 px in from the edges, so the buttons of cards in one row line up however long their text. Nearly every card on the site (events, prompts, resources, courses, features) is one of these.",
      },
    },
    guidance: {
      use: [
        'To group one item of a list (an event, a prompt, a resource) so it reads as a unit, usually in a grid of similar cards.',
        'With CardContent for the words and CardActions for its one or two buttons, so the buttons line up along the bottom of a row.',
      ],
      avoid: [
        {
          when: 'Showing an event, a prompt, a resource or a course.',
          instead: 'Its own card: EventCard, PromptCard, ResourceCard or CourseCard.',
        },
        { when: 'Wrapping a form or a floating panel.', instead: 'Paper.' },
        { when: 'Tinting a whole band of a page.', instead: 'PageSection with a tone.' },
      ],
      content: [
        'A short title (set as a heading on the page), one or two sentences, then at most two actions.',
        'Lead with what the item is ("Guide", "Template") in the eyebrow style where it helps.',
        'Keep cards in one grid to the same shape: same parts, in the same order.',
      ],
      states: [
        { name: 'Default', looks: 'White, 20 px corners, a 1 px neutral 200 border and the low shadow.' },
        {
          name: 'Outlined',
          looks: 'The same as default: the theme gives every card the border and the shadow.',
        },
        {
          name: 'Uneven text',
          looks:
            'Cards in a row stretch to the tallest; the actions row sticks to the bottom, so buttons line up.',
        },
        {
          name: 'Hover',
          looks:
            'None from the theme. ResourceCard adds a soft pink glow; ToolTile glows and tints its border.',
        },
      ],
      accessibility: {
        keyboard: 'Nothing to focus on the card itself; Tab reaches the links and buttons inside it.',
        screenReader:
          'A plain group with no role of its own. Cards that stand alone render as an article named by their title (EventCard, PromptCard).',
        contrast:
          "Body text on white is 18.04:1 and secondary text (neutral 600) 7.58:1. The border (neutral 200) is 1.28:1 against white and the shadow is faint: the card's edge is soft, so what is inside must not rely on it.",
      },
      status: {
        level: 'Stable',
        note: 'The base of EventCard, PromptCard, ResourceCard, CourseCard, EpisodeCard, FeatureCard, MemberCard, ToolTile and more.',
      },
      engineering: [
        "The theme's MuiCard override sets the border and box-shadow on every card, after Paper's variant rules, so variant, elevation and raised make no visible difference.",
        'Cards are flex columns and CardActions has margin-top: auto, which pins the actions to the bottom of a stretched card.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The two ways the site builds cards: content and actions parts (resource cards), or its own padding (feature cards). */
export const OnTheSite: Story = {
  argTypes: described(meta.argTypes),
  render: () => (
    <Frame>
      <Row
        label="With CardContent and CardActions"
        note="Resource cards, on the resources page and in the footer."
      >
        <Box sx={{ width: 340, maxWidth: '100%', display: 'flex' }}>
          <Card sx={{ flex: 1 }}>
            <ResourceBody
              type={guide?.type ?? ''}
              title={guide?.title ?? ''}
              description={guide?.description ?? ''}
              action="Get Guide"
            />
          </Card>
        </Box>
      </Row>
      <Row
        label="Outlined, with its own padding"
        note="Feature, event, prompt and tool cards set 20 px padding on a phone and 24 px from the md width up."
      >
        <Box sx={{ width: 340, maxWidth: '100%' }}>
          <Card variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, display: 'grid', gap: 1.5 }}>
            <Typography variant="h6" component="p">
              {prompts?.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {prompts?.text}
            </Typography>
          </Card>
        </Box>
      </Row>
    </Frame>
  ),
};

/** A resource card driven by the controls: switch the variant to see that the theme draws both the same. */
export const Playground: Story = {
  render: (args) => (
    <Frame>
      <Box sx={{ width: 340, maxWidth: '100%', display: 'flex' }}>
        <Card {...args} sx={{ flex: 1 }}>
          <ResourceBody
            type={guide?.type ?? ''}
            title={guide?.title ?? ''}
            description={guide?.description ?? ''}
            action="Get Guide"
          />
        </Card>
      </Box>
    </Frame>
  ),
};

/** Elevation and outlined side by side: under the theme they should look identical. */
export const Variants: Story = {
  argTypes: described(meta.argTypes),
  render: () => (
    <Frame>
      <CardRow>
        <Sample label={'variant="elevation" (MUI\'s default)'}>
          <Card sx={{ width: '100%' }}>
            <CardContent>
              <Typography variant="body2">
                Free guides, templates and tool lists to keep. Each one opens as a PDF in a new tab.
              </Typography>
            </CardContent>
          </Card>
        </Sample>
        <Sample label={'variant="outlined"'}>
          <Card variant="outlined" sx={{ width: '100%' }}>
            <CardContent>
              <Typography variant="body2">
                Free guides, templates and tool lists to keep. Each one opens as a PDF in a new tab.
              </Typography>
            </CardContent>
          </Card>
        </Sample>
      </CardRow>
    </Frame>
  ),
};

/** Two cards in a row with summaries of different lengths: check the buttons still line up along the bottom. */
export const ActionsLineUp: Story = {
  argTypes: described(meta.argTypes),
  render: () => (
    <Frame>
      <CardRow>
        {[
          { resource: guide, action: 'Get Guide' },
          { resource: planner, action: 'Get Template' },
        ].map(({ resource, action }) => (
          <Card key={action}>
            <ResourceBody
              type={resource?.type ?? ''}
              title={resource?.title ?? ''}
              description={resource?.description ?? ''}
              action={action}
            />
          </Card>
        ))}
      </CardRow>
    </Frame>
  ),
};
