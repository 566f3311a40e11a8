/** What an event page and the event lists say once the date has come or gone. */
export const eventTimingText = {
  /** Follows 'took place', e.g. 'on Friday 29 August 2025'. */
  pastTitle: (when: string) => `This event took place ${when}.`,
  pastText:
    'Thank you to everyone who came. Register your interest below and we’ll tell you first when the next one opens for applications.',
  nowTitle: 'Happening now',
  nowText:
    'This edition is under way as you read this. Register your interest below and we’ll tell you first when the next one opens.',
  monthTitle: 'Taking place this month',
  monthText: 'Final dates are shared with everyone who applies, and there is still time to apply below.',
  /** The hero's button once the event has begun or is over. */
  nextCta: 'Register For The Next One',
  nextFormHeading: 'Register your interest in the next edition',
  nextFormIntro: (title: string) =>
    `This edition has taken place. Leave your details and you’ll be the first to hear when the next ${title} is announced.`,
  nextSessionLabel: 'Next session',
  /** The events list and the community page. */
  upcomingHeading: 'Upcoming events',
  pastHeading: 'Past events',
  pastIntro: 'Missed one? Each page tells you what happened and takes your interest in the next edition.',
  noneAheadHeading: 'Nothing on the calendar just yet',
  noneAheadText:
    'New dates are shared in our Slack first. Join the community to hear about them, or open a past event below and register your interest in its next edition.',
  noneAheadPastLink: 'See past events',
} as const;
