import preview from '../../.storybook/preview';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { homeFeatures } from '../../content/home';
import { resources } from '../../content/resources';
import type { Resource } from '../../content/types';
import { choice, described, stacked, Row, Sample } from './layout';

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

/** A resource card's inside: the resource's type, title and summary, then the button that opens it. */
function ResourceBody({ resource, action }: { resource: Resource | undefined; action: string }) {
  const { type = '', title = '', description = '' } = resource ?? {};
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

const meta = preview.meta({
  title: 'Content cards/Themed MUI/Card',
  id: 'themed-card',
  component: Card,
  args: { variant: 'elevation' },
  argTypes: {
    variant: choice(
      ['elevation', 'outlined'],
      'elevation',
      "MUI's two kinds of card: with a shadow (elevation) or with a border (outlined). Under the theme both look the same, a fine border and the low shadow; most of the site's cards say outlined.",
    ),
  },
  decorators: [stacked],
  parameters: {
    layout: 'padded',
    host: 'same',
    docs: {
      description: {
        component:
          "MUI's card as the site's theme draws it: a white panel with 20 px rounded corners, a 1 px border in the divider colour (neutral 200) and the low, pink-tinted shadow. Its content area has 24 px padding on every side, and its actions row sits at the bottom of the card, 24 px in from the edges, so the buttons of cards in one row line up however long their text. Nearly every card on the site (events, prompts, resources, courses, features) is one of these.",
      },
    },
  },
});

/** The two ways the site builds cards: content and actions parts (resource cards), or its own padding (feature cards). */
export const OnTheSite = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <>
      <Row
        label="With CardContent and CardActions"
        note="Resource cards, on the resources page and in the footer."
      >
        <Box sx={{ width: 340, maxWidth: '100%', display: 'flex' }}>
          <Card sx={{ flex: 1 }}>
            <ResourceBody resource={guide} action="Get Guide" />
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
    </>
  ),
});

/** A resource card driven by the controls: switch the variant to see that the theme draws both the same. */
export const Playground = meta.story({
  render: (args) => (
    <Box sx={{ width: 340, maxWidth: '100%', display: 'flex' }}>
      <Card {...args} sx={{ flex: 1 }}>
        <ResourceBody resource={guide} action="Get Guide" />
      </Card>
    </Box>
  ),
});

/** Elevation and outlined side by side: under the theme they should look identical. */
export const Variants = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <CardRow>
      {(['elevation', 'outlined'] as const).map((variant) => (
        <Sample
          key={variant}
          label={`variant="${variant}"${variant === 'elevation' ? " (MUI's default)" : ''}`}
        >
          <Card variant={variant} sx={{ width: '100%' }}>
            <CardContent>
              <Typography variant="body2">
                Free guides, templates and tool lists to keep. Each one opens as a PDF in a new tab.
              </Typography>
            </CardContent>
          </Card>
        </Sample>
      ))}
    </CardRow>
  ),
});

/** Two cards in a row with summaries of different lengths: check the buttons still line up along the bottom. */
export const ActionsLineUp = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <CardRow>
      {[
        { resource: guide, action: 'Get Guide' },
        { resource: planner, action: 'Get Template' },
      ].map(({ resource, action }) => (
        <Card key={action}>
          <ResourceBody resource={resource} action={action} />
        </Card>
      ))}
    </CardRow>
  ),
});
