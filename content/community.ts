import type { EventSlug, ExternalLink, JoinReason, Person } from './types';

/** The Women Love AI manifesto, shown at the top of the community page. */
export const manifesto: { heading: string; paragraphs: readonly string[] } = {
  heading: 'Why we’re here',
  paragraphs: [
    'AI is changing how we work, hire, create and decide. Women should be shaping that change, not reading about it afterwards. Too often we’re the only woman in the room, or not in the room at all. Women Love AI exists to change the room.',
    'We learn in the open. Nobody here has it all figured out, and nobody has to pretend. Share the prompt that saved your Monday, the project that flopped, the question you were nervous to ask. Someone else needed it too.',
    'We lift each other up. We pass on the speaking slot, make the introduction, read the CV and cheer the launch. When one of us gets a seat at the table, she pulls up another chair.',
    'Whether you’re writing your first prompt or leading AI across a whole organisation, you belong here. Come as you are, bring your curiosity and leave with people in your corner.',
  ],
};

/** Six reasons to join, one per icon. */
export const joinReasons: readonly JoinReason[] = [
  {
    title: 'Small, thoughtful events',
    text: 'Meetups, labs, private evenings and a retreat in and around London. Rooms small enough that you’ll actually talk to people.',
    icon: 'events',
  },
  {
    title: 'Mentors who’ve been there',
    text: 'Speed mentoring at our events and one-to-one introductions in Slack, with women a few steps ahead of you.',
    icon: 'mentoring',
  },
  {
    title: 'Learn by doing',
    text: 'Hands-on sessions where you try a new tool or workflow on your own work, with someone beside you to help.',
    icon: 'learning',
  },
  {
    title: 'Get seen for your work',
    text: 'Speaking slots, show-and-tells and nominations. We put your name forward and help you tell your story.',
    icon: 'visibility',
  },
  {
    title: 'A network that answers',
    text: 'A friendly Slack where questions get answered, jobs get shared and introductions happen the same day.',
    icon: 'network',
  },
  {
    title: 'Confidence to lead',
    text: 'Practise pitching an AI idea, answering the hard question or chairing the meeting, among women who want you to do well.',
    icon: 'confidence',
  },
];

/** The Slack invite behind 'Join our Slack Community'; the organiser sets the real address. */
export const slackInvite: ExternalLink = {
  label: 'Join our Slack Community',
  url: 'https://join.slack.com/t/womenloveai/shared_invite/placeholder',
  placeholder: true,
};

/** The group chat behind 'Nominate Someone' on the Founding 20 page; the organiser sets the real address. */
export const nominationChat: ExternalLink = {
  label: 'Nominate Someone',
  url: 'https://chat.whatsapp.com/womenloveai-founding20-placeholder',
  placeholder: true,
};

/**
 * SAMPLE PEOPLE: fictional names, bios and profile links, for the organiser to replace with the real
 * organiser and co-host. Event pages refer to them by id ('organiser', 'cohost').
 */
export const people: Record<string, Person> = {
  organiser: {
    id: 'organiser',
    name: 'Imogen Hartwell',
    role: 'Founder & organiser',
    bio: 'Imogen spent ten years in product marketing before moving into AI product strategy, where she helps teams turn experiments into tools people actually use. She writes The AI Edit and started Women Love AI after one too many evenings as the only woman at an AI meetup. She runs every event for the nervous newcomer: a warm welcome, a clear plan and no jargon.',
    portrait: 1,
    profile: {
      label: 'LinkedIn',
      url: 'https://www.linkedin.com/in/imogen-hartwell-sample/',
      placeholder: true,
    },
  },
  cohost: {
    id: 'cohost',
    name: 'Amara Osei-Bennett',
    role: 'Co-host',
    bio: 'Amara is a data scientist turned machine-learning lead at a London health-tech company, where she builds models that help clinicians prioritise patients faster. She mentors women moving into data roles and co-hosts Women Love AI because the best career advice she ever had came over a cup of tea, not a slide deck.',
    portrait: 4,
    profile: {
      label: 'LinkedIn',
      url: 'https://www.linkedin.com/in/amara-osei-bennett-sample/',
      placeholder: true,
    },
  },
};

/** The events under 'More Events Coming Up' on the community page. */
export const communityPageEvents: readonly EventSlug[] = [
  'waves-ai',
  'women-leading-ai',
  'ai-power-circle',
  'leadership-labs',
];

/** The community page's own words around the lists above. */
export const communityPageText = {
  manifestoEyebrow: 'Our manifesto',
  reasonsHeading: 'Why join us',
  organisersHeading: 'Meet the organisers',
  foundingText:
    'It started with twenty women who said yes before there was a logo. They came to the first meetups, brought their friends and shaped what this community became.',
  foundingLink: 'Meet the Founding 20',
  eventsHeading: 'More Events Coming Up',
  eventsLink: 'See all events',
  eventsButton: 'See upcoming events',
  slackHeading: 'Come and say hello',
  slackText:
    'Most of the community happens in Slack between events: questions answered, jobs shared and introductions made the same day. It’s free, and everyone is welcome.',
} as const;

/** The Founding 20 page's section headings and introductions. */
export const founding20Text = {
  membersHeading: 'Meet the Founding 20',
  membersIntro:
    'They said yes before there was a logo: they came to the first meetups, brought friends and shaped what this community became.',
  badgeHeading: 'The founding member badge',
  badgeIntro:
    'Founding members, this one is yours. Download it for your profile or email signature, or copy the code to show it on your website.',
  joinLabel: 'Join The Community',
} as const;
