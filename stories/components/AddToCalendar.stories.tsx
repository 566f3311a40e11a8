import preview from '../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { hovered, tabbedTo } from '../../.storybook/states';
import { eventRecords } from '../../content/events';
import { AddToCalendar } from '../../src/components/AddToCalendar';
import { googleCalendarUrl, icsFileName, icsPath } from '../../src/events/calendar';
import { calendarEventAt } from '../../src/events/eventCalendar';

const boat = eventRecords['waves-ai'];

const meta = preview.meta({
  title: 'Forms and inputs/AddToCalendar',
  id: 'components-addtocalendar',
  component: AddToCalendar,
  args: {
    icsUrl: `/${icsPath(boat.slug)}`,
    fileName: icsFileName(boat.slug),
    googleUrl: googleCalendarUrl(calendarEventAt(boat.slug, Date.parse('2025-06-02T09:00:00Z'))),
    title: boat.title,
  },
  parameters: { layout: 'padded', host: 'same' },
});

/** The pair as an event page shows it: the file download, then Google Calendar in a new tab. */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: `Add ${args.title} to your calendar` });
    // A plain link to the file the build wrote, so it works before the app starts and without JavaScript.
    const file = within(group).getByRole('link', { name: 'Add to calendar (.ics)' });
    await expect(file).toBeVisible();
    await expect(file).toHaveAttribute('href', args.icsUrl);
    await expect(file).toHaveAttribute('download', 'waves-ai.ics');
    const google = within(group).getByRole('link', {
      name: /^Google Calendar\s*\(opens in a new tab\)$/,
    });
    await expect(google).toHaveAttribute('href', args.googleUrl);
    await expect(google.getAttribute('href')).toMatch(/^https:\/\/calendar\.google\.com\//);
    await expect(google).toHaveAttribute('target', '_blank');
    await expect(google).toHaveAttribute('rel', 'noopener noreferrer');
  },
});

/** The pointer over the file button: a full pink border over a faint pink wash. */
export const Hover = meta.story({ tags: ['desktop-only'], ...hovered('a[download]') });

/** The file button reached with Tab, as a keyboard user sees it. */
export const FocusVisible = meta.story({
  tags: ['desktop-only'],
  ...tabbedTo('link', 'Add to calendar (.ics)'),
});
