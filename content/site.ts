import type { ExternalLink } from './types';

/**
 * Site-wide configuration. Every address marked `placeholder: true` is organiser-owned but not yet
 * confirmed; the README's "Decisions" lists them all.
 */
export const site = {
  name: 'The AI Edit',
  tagline: 'Work smarter with AI, one prompt at a time.',
  /** The word whose presence in a host name makes it the community host. */
  communityBrandWord: 'womenloveai',
  communityName: 'Women Love AI',
  /** Production origins; on localhost both are derived from the address in use. */
  origins: {
    main: 'https://www.theaiedit.example',
    community: 'https://womenloveai.theaiedit.example',
  },
  copyrightYear: 2025,
  links: {
    newsletter: {
      label: 'Subscribe on LinkedIn',
      url: 'https://www.linkedin.com/newsletters/the-ai-edit/',
      placeholder: true,
    },
    profile: {
      label: 'LinkedIn',
      url: 'https://www.linkedin.com/company/the-ai-edit/',
      placeholder: true,
    },
  } satisfies Record<string, ExternalLink>,
} as const;

export type SiteConfig = typeof site;
