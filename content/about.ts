import { site } from './site';
import type { ExternalLink, Feature, FounderVision } from './types';

/** The founder's note on the about page, signed by the organiser in content/community.ts. */
export const founderVision: FounderVision = {
  heading: 'Why I started The AI Edit',
  paragraphs: [
    'I started The AI Edit because I kept having the same conversation. Friends and colleagues knew AI could help them, but they didn’t know where to begin, and every article seemed written for engineers.',
    'So I began sharing what I actually use: the prompt that turns messy notes into a clear update, the tool that writes up a meeting while I listen. Short, tested and ready to use the same day.',
    'I believe AI should give you time back, not another thing to worry about. You don’t need to become an expert. You need a few good habits and someone to point you to what works.',
    'That’s what you’ll find here every week. Thank you for reading, and do reply to tell me what you’d like next.',
  ],
  signedBy: 'organiser',
};

/** Two reasons to subscribe, shown side by side. */
export const aboutBenefits: readonly Feature[] = [
  {
    title: 'Free, always',
    text: 'Every edition, prompt and guide is free. No paywall, no trial, no card details.',
    icon: 'free',
  },
  {
    title: 'Prompts delivered to your inbox',
    text: 'Fresh, tested prompts arrive every week, ready to copy into your favourite AI assistant.',
    icon: 'inbox',
  },
];

/** The about page's own words around the benefits and the social links. */
export const aboutText = {
  benefitsHeading: 'What you get',
  socialHeading: 'Follow along',
  socialIntro:
    'Prefer to scroll rather than read? Find quick tips, short videos and the latest edition wherever you spend your time online.',
} as const;

/**
 * Where to follow The AI Edit. Every address here is an organiser placeholder, to be confirmed
 * before launch; a link with an empty address (TikTok) is hidden rather than dead.
 */
export const socialLinks: readonly ExternalLink[] = [
  site.links.profile,
  { ...site.links.newsletter, label: 'Newsletter' },
  { label: 'Instagram', url: 'https://www.instagram.com/theaiedit/', placeholder: true },
  { label: 'YouTube', url: 'https://www.youtube.com/@theaiedit', placeholder: true },
  { label: 'TikTok', url: '' },
];
