import type { PartnerTool } from './types';

/** Nine AI tools we recommend, each for a different job; every address is the tool's own public site. */
export const partnerTools: readonly PartnerTool[] = [
  {
    name: 'ChatGPT',
    url: 'https://chatgpt.com',
    category: 'Assistant',
    description:
      'OpenAI’s general-purpose assistant. Ask it to draft, rewrite, explain or brainstorm, and refine the answer in conversation.',
    bestFor: 'Brainstorming and first drafts',
  },
  {
    name: 'Claude',
    url: 'https://claude.ai',
    category: 'Writing',
    description:
      'Anthropic’s assistant, good at reading long documents and writing in a clear, natural voice. Paste in a report and ask what matters.',
    bestFor: 'Long documents and careful writing',
  },
  {
    name: 'Perplexity',
    url: 'https://www.perplexity.ai',
    category: 'Research',
    description:
      'An answer engine that searches the web and shows its sources, so you can check where each answer came from.',
    bestFor: 'Quick research with sources',
  },
  {
    name: 'Notion AI',
    url: 'https://www.notion.com/product/ai',
    category: 'Notes & knowledge',
    description:
      'AI built into Notion. It summarises pages, pulls out action items and answers questions about what your team has written.',
    bestFor: 'Summarising notes and team wikis',
  },
  {
    name: 'Canva',
    url: 'https://www.canva.com',
    category: 'Design',
    description:
      'A design tool with thousands of templates and built-in AI features for writing copy, creating images and resizing designs.',
    bestFor: 'Social graphics and quick visuals',
  },
  {
    name: 'Otter.ai',
    url: 'https://otter.ai',
    category: 'Meetings',
    description:
      'Records and transcribes your meetings, then writes a summary, so you can listen instead of taking notes.',
    bestFor: 'Meeting notes and summaries',
  },
  {
    name: 'Grammarly',
    url: 'https://www.grammarly.com',
    category: 'Editing',
    description:
      'Checks spelling, grammar, clarity and tone as you type, and can rewrite a sentence when it isn’t landing.',
    bestFor: 'Polishing emails before you hit send',
  },
  {
    name: 'Gamma',
    url: 'https://gamma.app',
    category: 'Presentations',
    description:
      'Turns an outline or a prompt into a designed presentation, document or simple web page that you can then edit.',
    bestFor: 'Turning an outline into a slide deck',
  },
  {
    name: 'Zapier',
    url: 'https://zapier.com',
    category: 'Automation',
    description:
      'Connects the apps you already use so routine tasks happen on their own, with AI steps where they help.',
    bestFor: 'Automating repetitive admin',
  },
];

/** The tools page's own words around the list. */
export const partnersText = {
  toolsHeading: 'Our toolkit',
  toolsIntro:
    'Start with the job you want done, then pick the tool. Most have a free plan, so you can try them today.',
  visitLabel: 'Visit',
  disclosure:
    'We only recommend tools we use ourselves. Some of these links may become partner links in future, and we’ll always say so.',
} as const;
