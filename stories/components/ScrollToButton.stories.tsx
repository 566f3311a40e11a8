import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { eventRecords } from '../../content/events';
import type { Guidance } from '../../.storybook/guidance';
import { desktopState, hovered } from '../../.storybook/states';
import { ScrollToButton } from '../../src/components/ScrollToButton';
import { priceText } from '../../src/events/eventText';

const TARGET = 'registration-form';

const meta = {
  title: 'Navigation/ScrollToButton',
  id: 'components-scrolltobutton',
  component: ScrollToButton,
  args: { target: TARGET, variant: 'contained', size: 'large', children: eventRecords['waves-ai'].cta },
  render: (args) => (
    <Box sx={{ p: 3 }}>
      <ScrollToButton {...args} />
      {/* A page's worth of content between the button and the section it leads to. */}
      <Box sx={{ height: '150vh' }} />
      <Box
        component="section"
        id={TARGET}
        aria-labelledby={`${TARGET}-heading`}
        sx={{ p: 3, bgcolor: 'brand.tint', borderRadius: 2 }}
      >
        <Typography id={`${TARGET}-heading`} variant="h2">
          Register your interest
        </Typography>
        <Typography variant="body1">{priceText(eventRecords['waves-ai'].price)}</Typography>
      </Box>
    </Box>
  ),
  parameters: {
    host: 'same',
    guidance: {
      use: [
        "At the top of an event page, to take the visitor down to the registration form: 'Register Your Interest', 'Apply to Join'.",
        "When the page's one main action lives in a section far down the same page.",
      ],
      avoid: [
        { when: 'The action is on another page.', instead: 'A Button with an href to that page.' },
        { when: "Offering a list of the page's sections.", instead: 'TableOfContents.' },
        {
          when: 'The section is already in view under the button.',
          instead: 'Nothing: put the action there.',
        },
      ],
      content: [
        "Name the action the section lets the visitor take, in Title Case, as the event pages do: 'Register Your Interest', 'Save Your Spot', 'Apply for a Place'.",
        'Two to four words, starting with a verb.',
        'One per page, for its main action.',
      ],
      states: [
        {
          name: 'Default',
          looks:
            'On the event pages: contained and large, a 52 px pink 600 pill with white semibold words and a soft pink glow.',
        },
        { name: 'Hover', looks: 'The fill darkens to pink 800 and the glow grows.' },
        {
          name: 'Focus',
          looks:
            'The soft glow gives way to the focus ring: a 2 px white gap, then a 3 px solid pink 600 ring around the pill.',
        },
        {
          name: 'After a click',
          looks:
            'The page glides down to the section (jumps at once when the visitor asks for less motion) and the section takes focus; the event pages show no outline on it.',
        },
      ],
      accessibility: {
        keyboard:
          'Tab reaches it; Enter scrolls to the section and moves focus there, so the next Tab continues inside the form.',
        screenReader:
          "Announced as a link with its words, 'Register Your Interest, link', since it leads to a place on the page. Once followed, reading carries on from the section it leads to.",
        contrast:
          'White on pink 600, 5.60:1; on the pink 800 hover fill, 10.33:1. The focus ring, pink 600, is 5.60:1 on white and at least 5.11:1 across the event page’s header gradient; its white gap keeps it clear of the pink fill.',
      },
      status: {
        level: 'Stable',
        note: 'On every event page, on both hosts, leading to the registration or application form.',
      },
      engineering: [
        'It renders a link to #target, so it still works before scripts run. With scripts it scrolls smoothly (instantly under prefers-reduced-motion), gives the target tabindex -1 when it has none, and focuses it with preventScroll.',
        'Every other MUI Button prop passes through (variant, size, sx); href and onClick are its own.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof ScrollToButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button scrolls to the form and moves focus there, so keyboard users land on it too. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('link', { name: String(args.children) });
    // Without JavaScript it is still a link to the section.
    await expect(button).toHaveAttribute('href', `#${TARGET}`);
    const target = canvas.getByRole('region', { name: 'Register your interest' });
    await userEvent.click(button);
    await waitFor(() => expect(target).toHaveFocus());
    await expect(target).toHaveAttribute('tabindex', '-1');
  },
};

/** The pointer over the button: judge the darker pink 800 fill and the stronger glow. */
export const Hover: Story = { tags: ['desktop-only'], ...hovered('a') };

/** The button reached with the keyboard: judge the pink focus ring around it. */
export const FocusVisible: Story = {
  tags: ['desktop-only'],
  ...desktopState,
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: String(args.children) })).toHaveFocus();
  },
};
