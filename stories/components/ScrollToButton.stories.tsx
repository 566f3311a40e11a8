import preview from '../../.storybook/preview';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { expect, userEvent, waitFor } from 'storybook/test';
import { eventRecords } from '../../content/events';
import { hovered, tabbedTo } from '../../.storybook/states';
import { ScrollToButton } from '../../src/components/ScrollToButton';
import { priceText } from '../../src/events/eventText';

const TARGET = 'registration-form';

const meta = preview.meta({
  title: 'Navigation/ScrollToButton',
  id: 'components-scrolltobutton',
  component: ScrollToButton,
  args: {
    target: TARGET,
    variant: 'contained' as const,
    size: 'large' as const,
    children: eventRecords['waves-ai'].cta,
  },
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
  parameters: { host: 'same' },
});

/** The button scrolls to the form and moves focus there, so keyboard users land on it too. */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('link', { name: String(args.children) });
    // Without JavaScript it is still a link to the section.
    await expect(button).toHaveAttribute('href', `#${TARGET}`);
    const target = canvas.getByRole('region', { name: 'Register your interest' });
    await userEvent.click(button);
    await waitFor(() => expect(target).toHaveFocus());
    await expect(target).toHaveAttribute('tabindex', '-1');
  },
});

/** The pointer over the button: judge the darker pink 800 fill and the stronger glow. */
export const Hover = meta.story({ tags: ['desktop-only'], ...hovered('a') });

/** The button reached with the keyboard: judge the pink focus ring around it. */
export const FocusVisible = meta.story({
  tags: ['desktop-only'],
  ...tabbedTo('link', eventRecords['waves-ai'].cta),
});
