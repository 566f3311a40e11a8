import preview from '../../.storybook/preview';
import Box from '@mui/material/Box';
import { expect } from 'storybook/test';
import { playbookText } from '../../content/playbook';
import { KeyPoints } from '../../src/components/KeyPoints';
import { playbookSection } from './contentFixtures';

const meta = preview.meta({
  title: 'Content cards/KeyPoints',
  id: 'components-pointlist',
  component: KeyPoints,
  decorators: [
    (Story) => (
      <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1200 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    points: playbookSection('how-ai-learns').points,
    variant: 'cards' as const,
    exampleLabel: playbookText.exampleLabel,
  },
  parameters: { host: 'main-only' },
});

/** Three ideas side by side, each with an everyday example: check the examples line up at the foot of the cards. */
export const Cards = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(args.points.length);
    await expect(canvas.getAllByText(`${playbookText.exampleLabel}:`)).toHaveLength(args.points.length);
  },
});

/** Examples with their own label ('How to spot it'): check the longer label wraps cleanly. */
export const CardsWithOwnLabels = meta.story({ args: { points: playbookSection('robot-lies').points } });

/** The ethical AI questions, ticked: check the teal ticks align with each title. */
export const Checklist = meta.story({
  args: { points: playbookSection('ethical-ai').points, variant: 'checklist' },
});

/** Where AI already is, a numbered list of six: check the numbers align with each title. */
export const List = meta.story({
  args: { points: playbookSection('ai-usage').points, variant: 'list' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(args.points.length);
  },
});
