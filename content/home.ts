import type { Feature } from './types';

/** The three things the newsletter brings you, shown under the home page's hero. */
export const homeFeatures: readonly Feature[] = [
  {
    title: 'Ready-to-Use Prompts',
    text: 'Copy a prompt, fill in the brackets and get a useful first draft in minutes. Every one is tested on real work before it reaches you.',
    icon: 'prompts',
  },
  {
    title: 'Guides & Resources',
    text: 'Plain-English guides, templates and checklists you can download, keep and share with your team.',
    icon: 'guides',
  },
  {
    title: 'AI Trends & Tools',
    text: 'The news that matters and the tools worth your time, explained in a few lines. We skip the hype so you don’t have to.',
    icon: 'trends',
  },
];

/** The home page's own words around the features and the two buttons. */
export const homeText = {
  featuresHeading: 'Everything you need to work smarter with AI',
  featuresIntro:
    'Each edition is short, practical and made for busy people. Read it with your morning coffee and use it before lunch.',
  subscribeLabel: 'Subscribe to the newsletter',
  findPromptLabel: 'Find A Prompt',
  subscribeNote: 'Free and weekly. Unsubscribe any time.',
} as const satisfies {
  featuresHeading: string;
  featuresIntro: string;
  subscribeLabel: 'Subscribe to the newsletter';
  findPromptLabel: 'Find A Prompt';
  subscribeNote: string;
};
