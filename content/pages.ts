import type { PageCopy } from './types';

/**
 * Where a screen is shown and what it may weigh. The route tables of both hosts, the app's route
 * table, the bundle lists and budgets, the sitemap and every test walk are made from these entries
 * (src/routing/routes.ts); adding a screen is its file in src/pages/ and one entry here.
 */
export interface ScreenEntry {
  /** Its file in src/pages/ (without .tsx), which exports a component of the same name. */
  screen: string;
  /** Its paths on each host that shows it; `:event` stands for each event's slug. */
  paths: { main?: readonly string[]; community?: readonly string[] };
  /**
   * The most JavaScript (gzipped KB) a first visit may download before the page responds, its
   * islands included (a form, the library, the badge), when not the usual 15 of a page without islands.
   */
  budgetKB?: number;
}

/** Every page: its headings, opening and metadata, and for each screen of the route tables, its entry. */
export const pages = {
  home: {
    screen: 'HomePage',
    paths: { main: ['/'] },
    eyebrow: 'The AI Edit newsletter',
    heading: 'Welcome to The AI Edit',
    art: 'home',
    intro:
      'Prompts you can use today, guides that make sense and the AI tools worth your time, in your inbox and all in one place.',
    title: 'Work smarter with AI',
    description:
      'Ready-to-use AI prompts, free guides and the tools worth your time, from The AI Edit newsletter and the Women Love AI community.',
  },
  about: {
    screen: 'AboutPage',
    paths: { main: ['/about'] },
    eyebrow: 'About',
    heading: 'AI should make work feel lighter',
    art: 'about',
    intro:
      'The AI Edit started with one idea: everyone deserves practical AI help without the jargon. Every week we test the prompts, tools and habits that save real time, and share what works.',
    title: 'About',
    description: 'Why The AI Edit exists, what you get for free and how to follow along.',
  },
  community: {
    screen: 'CommunityPage',
    paths: { main: ['/women-love-ai/community'], community: ['/', '/community'] },
    eyebrow: 'Women Love AI',
    heading: 'A community for women building their future with AI',
    art: 'community',
    intro:
      'Women Love AI brings together women who are curious about AI, using it every day or leading its adoption. We learn in the open, share what works and lift each other up.',
    title: 'Women Love AI community',
    description:
      'Join Women Love AI: events, mentoring and a friendly Slack community for women working in or near AI.',
  },
  events: {
    screen: 'EventsPage',
    paths: { main: ['/women-love-ai/events'], community: ['/events'] },
    eyebrow: 'Women Love AI',
    heading: 'Events',
    art: 'events',
    intro:
      'Meetups, private evenings, labs and retreats: small rooms, real conversations and people you will want to see again.',
    title: 'Events',
    description: 'Upcoming Women Love AI events in London: meetups, labs, private evenings and retreats.',
  },
  'founding-20': {
    screen: 'Founding20Page',
    paths: { main: ['/women-love-ai/founding-20'], community: ['/founding-20'] },
    // Its badge island: React, MUI and the theme, and the notice the copy shows.
    budgetKB: 133,
    eyebrow: 'Women Love AI',
    heading: 'The Founding 20',
    art: 'founding-20',
    intro:
      'The first twenty women who said yes: builders, leaders and teachers who shaped this community from day one.',
    title: 'The Founding 20',
    description: 'Meet the Founding 20 of Women Love AI and download the founding member badge.',
  },
  /** Each event's page: its words are the event's own (content/events.ts). */
  event: {
    screen: 'EventPage',
    paths: { main: ['/women-love-ai/events/:event'], community: ['/events/:event'] },
    // Its form island: React, MUI and the theme, Formik, Yup and the fields; the monthly Labs' page
    // also has its dates as an island, which follow the visitor's clock.
    budgetKB: 171,
  },
  courses: {
    screen: 'CoursesPage',
    paths: { main: ['/courses'] },
    eyebrow: 'Learn',
    heading: 'Courses',
    art: 'courses',
    intro:
      'Learn AI at your own pace with a free course made for busy people: short lessons, real examples and nothing to install.',
    title: 'Courses',
    description: 'A free, self-paced beginner course on using AI at work.',
  },
  tools: {
    screen: 'ToolsPage',
    paths: { main: ['/tools'] },
    // Its enquiry form island, as an event page's.
    budgetKB: 161,
    eyebrow: 'Partners',
    heading: 'AI tools we recommend',
    art: 'tools',
    intro:
      'Nine tools we use and trust, each picked for one job it does brilliantly. Building something great? Tell us about it.',
    title: 'AI tools and partners',
    description: 'Nine AI tools we recommend, and how to partner with The AI Edit.',
  },
  resources: {
    screen: 'ResourcesPage',
    paths: { main: ['/resources'] },
    eyebrow: 'Free downloads',
    heading: 'Resources',
    art: 'resources',
    intro: 'Guides, templates, tool lists and analysis you can download, keep and share. All free.',
    title: 'Free AI resources',
    description: 'Free PDF guides, templates, tool lists and analysis about using AI at work.',
  },
  podcast: {
    screen: 'PodcastPage',
    paths: { main: ['/podcast'] },
    eyebrow: 'Listen',
    heading: 'The AI Edit Podcast',
    art: 'podcast',
    intro:
      'Short, honest conversations with people putting AI to work, for your commute or your next coffee break.',
    title: 'Podcast',
    description: 'The AI Edit Podcast: short conversations with people putting AI to work.',
  },
  playbook: {
    screen: 'PlaybookPage',
    paths: { main: ['/playbook'] },
    eyebrow: 'Learn the basics',
    heading: 'The AI Playbook',
    art: 'playbook',
    intro:
      'What AI is, how it learns, when it gets things wrong and how to use it well, explained simply enough for a curious ten-year-old and useful for everyone else.',
    title: 'The AI Playbook',
    description: 'AI explained simply: a glossary, how AI learns, bias, deepfakes and how to use AI well.',
  },
  'find-prompt': {
    screen: 'FindPromptPage',
    paths: { main: ['/find-prompt'] },
    // Its library island: React, MUI and the theme, the 106 prompts, the cards and the search.
    budgetKB: 186,
    heading: 'Curated AI Prompts',
    art: 'find-prompt',
    intro: 'Copy a prompt, fill in the brackets and paste it into your favourite AI assistant.',
    title: 'Find a prompt',
    description:
      'A library of 106 ready-to-use AI prompts for marketing, strategy, sales, UX research and more.',
  },
  'not-found': {
    heading: 'Oops! Page not found',
    art: 'not-found',
    intro: 'The page you are looking for has moved or never existed.',
    title: 'Page not found',
    description: 'This page could not be found.',
  },
} satisfies Record<string, PageCopy | ScreenEntry | (PageCopy & ScreenEntry)>;

export type PageCopyKey = keyof typeof pages;
