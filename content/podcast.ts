import type { PodcastEpisode, PodcastShow } from './types';

/** The podcast's featured block. The listening addresses are organiser placeholders, to be confirmed. */
export const podcastShow: PodcastShow = {
  title: 'The AI Edit Podcast',
  description:
    'Short, honest conversations with people who have put AI to work in their jobs, and what they learned along the way. Each episode ends with one thing you can try this week.',
  host: 'Imogen Hartwell, founder of The AI Edit',
  listenOn: [
    { label: 'Spotify', url: 'https://open.spotify.com/show/the-ai-edit-podcast', placeholder: true },
    {
      label: 'Apple Podcasts',
      url: 'https://podcasts.apple.com/gb/podcast/the-ai-edit-podcast/id0000000000',
      placeholder: true,
    },
    { label: 'YouTube', url: 'https://www.youtube.com/@theaiedit/podcasts', placeholder: true },
  ],
};

/**
 * The episodes, newest first. The guests are SAMPLE PEOPLE (fictional names and roles) for the
 * organiser to replace. An episode with an empty link has not been released yet.
 */
export const podcastEpisodes: readonly PodcastEpisode[] = [
  {
    id: 1,
    title: 'How I automated my weekly report and got Friday afternoons back',
    description:
      'Hannah used to lose three hours every Friday pulling numbers into a report nobody enjoyed writing. She walks us through the simple AI workflow that now does the first draft, and the checks she still does herself.',
    guest: { name: 'Hannah Whitlock', role: 'Operations manager at a logistics firm' },
    minutes: 16,
    date: '2025-09-18',
    featured: true,
    /** Placeholder: the episode's Spotify page, to be confirmed before launch. */
    link: 'https://open.spotify.com/episode/the-ai-edit-episode-1',
  },
  {
    id: 2,
    title: 'AI in a small charity: doing more with a team of six',
    description:
      'No budget, no data team and a waiting list that keeps growing. Femi shares how his charity uses free AI tools for funding bids, volunteer rotas and thank-you letters, and where they decided not to use it at all.',
    guest: { name: 'Femi Adeyemi', role: 'Head of fundraising at a community charity' },
    minutes: 21,
    date: '2025-10-16',
    featured: false,
    link: '',
  },
];

/** The podcast page's own words around the show and the episodes. */
export const podcastText = {
  episodesHeading: 'Episodes',
  listenLabel: 'Listen now',
  comingSoonLabel: 'Coming Soon',
  featuredLabel: 'Latest episode',
  listenOnHeading: 'Listen on',
} as const;
