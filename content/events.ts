import type { EventBasics, EventSlug } from './types';

/** The six community events. Times are Europe/London. */
export const events: Record<EventSlug, EventBasics> = {
  'waves-ai': {
    slug: 'waves-ai',
    title: 'Waves & AI: Summer Boat Party',
    kicker: 'Summer social · Apply to attend',
    intro:
      'An evening on the Thames with women who build, lead and experiment with AI. Swap ideas, find a mentor and celebrate the summer together.',
    when: 'Friday 29 August 2025',
    time: '6:00–9:00 PM',
    location: 'A private boat on the Thames, London',
    capacity: '40 spots',
    eventName: 'Waves & AI Summer Boat Party',
  },
  'women-leading-ai': {
    slug: 'women-leading-ai',
    title: 'Women Leading In AI: A Private Evening',
    kicker: 'Private evening · By application',
    intro:
      'An intimate evening for women shaping how their organisations use AI: honest conversation, good food and peers who understand the job.',
    when: 'Wednesday 10 September 2025',
    time: '6:00–9:30 PM',
    location: 'Central London',
    capacity: '30 spots',
    eventName: 'Women Leading In AI Private Evening',
  },
  'ai-power-circle': {
    slug: 'ai-power-circle',
    title: 'AI Power Circle: July Meetup',
    kicker: 'Community meetup · Free for members',
    intro:
      'Two hours of practical AI: show what you have built, learn one new workflow and leave with people to try it with.',
    when: 'Thursday 24 July 2025',
    time: '6:00–8:00 PM',
    location: 'Central London',
    capacity: '35 spots',
    eventName: 'AI Power Circle July Meetup',
  },
  'autumn-retreat': {
    slug: 'autumn-retreat',
    title: 'The Autumn Retreat',
    kicker: 'Invitation-only · Application',
    intro:
      'Two and a half days away from the inbox for twenty senior women: time to think about where AI is taking your work, and where you want to take it.',
    when: 'December 2025 · 2.5 days',
    location: 'A countryside estate near London',
    capacity: '20 senior women',
    eventName: 'Autumn Retreat 2025',
  },
  'ai-influence': {
    slug: 'ai-influence',
    title: 'Boardroom Readiness Sessions',
    kicker: 'AI Influence · Register your interest',
    intro:
      'A half-day masterclass and panel for women preparing to speak about AI where decisions are made: in the boardroom, with investors and with regulators.',
    when: 'November 2025',
    location: 'London',
    capacity: 'Half-day masterclass and panel',
    eventName: 'Boardroom Readiness Sessions',
  },
  'leadership-labs': {
    slug: 'leadership-labs',
    title: 'AI Leadership Labs',
    kicker: 'Monthly lab · Application',
    intro:
      'A small monthly working session for leaders who want to put AI to work in their teams: bring a real challenge, leave with a plan.',
    when: 'Third Thursday of every month',
    time: '6:30–8:30 PM',
    location: 'Central London',
    capacity: '25 per session',
    eventName: 'AI Leadership Labs',
  },
};

export const eventSlugs = Object.keys(events) as EventSlug[];
