import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { desktopState, hovered } from '../../.storybook/states';
import { eventRecords } from '../../content/events';
import { AddToCalendar } from '../../src/components/AddToCalendar';
import { googleCalendarUrl, icsFileName, icsPath } from '../../src/events/calendar';
import { calendarEventAt } from '../../src/events/eventCalendar';

const boat = eventRecords['waves-ai'];

const meta = {
  title: 'Forms and inputs/AddToCalendar',
  id: 'components-addtocalendar',
  component: AddToCalendar,
  args: {
    icsUrl: `/${icsPath(boat.slug)}`,
    fileName: icsFileName(boat.slug),
    googleUrl: googleCalendarUrl(calendarEventAt(boat.slug, Date.parse('2025-06-02T09:00:00Z'))),
    title: boat.title,
  },
  parameters: {
    layout: 'padded',
    host: 'same',
    guidance: {
      use: [
        'In an event page’s header, beside its main call to action, while the event is still ahead: a dated event until it starts, a monthly series while it takes applications.',
        'When the date and time are settled enough to be worth saving.',
      ],
      avoid: [
        {
          when: 'The event has started or is over.',
          instead: 'Nothing: the event page hides the pair then (EventStatus says where the event stands).',
        },
        {
          when: 'Asking people to sign up.',
          instead:
            'The event’s form (EventRegistrationForm and the other forms): saving a date is not registering.',
        },
      ],
      content: [
        "The button words are fixed: 'Add to calendar (.ics)' and 'Google Calendar'. The '.ics' tells people who know the file type what they get.",
        "The event's title names the pair for screen readers: give it exactly as the event page's heading reads, e.g. 'Waves & AI: Summer Boat Party'.",
        'What lands in the calendar (title, times in London time, place, a link back to the event page) comes from the event’s own record, not from this component.',
      ],
      states: [
        {
          name: 'Default',
          looks:
            'Two outlined pill buttons, 44 px tall: pink 600 (brand.main) semibold text and a 2 px pink 600 border at half strength. A calendar icon leads the first; an open-in-new-tab icon ends the second.',
        },
        {
          name: 'Hover',
          looks: 'The border turns full pink 600 over a faint pink wash (pink 600 at 4%).',
        },
        {
          name: 'Focus',
          looks: 'The focus ring: a 2 px white gap, then a 3 px solid pink 600 ring around the pill.',
        },
        {
          name: 'Narrow screens',
          looks:
            'Below 600 px the buttons stack, one above the other, 12 px apart; side by side from 600 px.',
        },
      ],
      accessibility: {
        keyboard:
          'Tab reaches each button in turn; Enter downloads the file, or opens Google Calendar in a new tab.',
        screenReader:
          "A group named 'Add Waves & AI: Summer Boat Party to your calendar' holding two links: 'Add to calendar (.ics)' and 'Google Calendar (opens in a new tab)'. The icons are hidden.",
        contrast:
          'Pink 600 on white 5.60:1 (AA); on the hover wash 5.26:1. The half-strength border is 2.42:1, but the text alone marks each button. The focus ring, pink 600, is 5.60:1 on white and at least 5.11:1 across the event page’s header gradient.',
      },
      status: {
        level: 'Stable',
        note: 'On every event page, on both hosts, while the event is still ahead.',
      },
      engineering: [
        'The .ics file is written when the site is built (calendar/<slug>.ics), so the first button is a plain download link that works before the app has started and with JavaScript off.',
        'The Google Calendar address is made from the event’s calendar entry as of the moment the page is drawn (calendarEventAt), so a monthly series offers its next date.',
        'The Google link leaves the site: target="_blank" and rel="noopener noreferrer" (externalLinkProps), with a visually hidden "(opens in a new tab)".',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof AddToCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pair as an event page shows it: the file download, then Google Calendar in a new tab. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: `Add ${args.title} to your calendar` });
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
};

/** The pointer over the file button: a full pink border over a faint pink wash. */
export const Hover: Story = { tags: ['desktop-only'], ...hovered('a[download]') };

/** The file button reached with Tab, as a keyboard user sees it. */
export const FocusVisible: Story = {
  tags: ['desktop-only'],
  ...desktopState,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveFocus();
  },
};
