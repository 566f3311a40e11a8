import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, within } from 'storybook/test';
import { eventDetails } from '../../content/eventDetails';
import { events } from '../../content/events';
import { site } from '../../content/site';
import { AddToCalendar } from '../../src/components/AddToCalendar';
import { googleCalendarUrl } from '../../src/events/calendar';
import { communityPaths } from '../../src/routing/paths';

const boat = events['waves-ai'];
const boatDetails = eventDetails['waves-ai'];

const meta = {
  title: 'Components/AddToCalendar',
  component: AddToCalendar,
  decorators: [
    (Story) => (
      <Box sx={{ p: 3 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    ics: () => 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    fileName: 'waves-ai.ics',
    googleUrl: googleCalendarUrl({
      id: boat.slug,
      title: boat.title,
      description: boat.intro,
      location: `${boatDetails.venue.name}, ${boatDetails.venue.locality}`,
      url: `${site.origins.community}${communityPaths.event({ kind: 'community', origins: site.origins }, boat.slug)}`,
      schedule: boatDetails.schedule,
    }),
    title: boat.title,
  },
} satisfies Meta<typeof AddToCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: `Add ${args.title} to your calendar` });
    await expect(within(group).getByRole('button', { name: 'Add to calendar (.ics)' })).toBeVisible();
    const google = within(group).getByRole('link', {
      name: /^Google Calendar\s*\(opens in a new tab\)$/,
    });
    await expect(google).toHaveAttribute('href', args.googleUrl);
    await expect(google.getAttribute('href')).toMatch(/^https:\/\/calendar\.google\.com\//);
    await expect(google).toHaveAttribute('target', '_blank');
    await expect(google).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** The calendar file is made at the moment of the click, so its time stamp is fresh. */
export const DownloadsCalendarFile: Story = {
  args: { ics: fn(() => 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n') },
  play: async ({ canvasElement, args }) => {
    await expect(args.ics).not.toHaveBeenCalled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to calendar (.ics)' }));
    await expect(args.ics).toHaveBeenCalledTimes(1);
  },
};

/** On a phone the two buttons stack. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
