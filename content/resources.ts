import type { Resource } from './types';

/** The six free resources, shown in the footer and on /resources. PDFs live in the bucket `resources`. */
export const resources: readonly Resource[] = [
  {
    title: 'The Beginner’s Guide to Prompting',
    description:
      'Write prompts that get useful answers the first time: roles, context, format and follow-ups.',
    type: 'Guide',
    icon: 'guide',
    pdfPath: 'beginners-guide-to-prompting.pdf',
  },
  {
    title: 'Weekly AI Workflow Planner',
    description: 'A one-page planner to find the repetitive tasks in your week and hand them to AI.',
    type: 'Template',
    icon: 'template',
    pdfPath: 'weekly-ai-workflow-planner.pdf',
  },
  {
    title: 'The AI Toolkit Shortlist',
    description:
      'Tried-and-tested tools for writing, research, meetings and design, with what each is best at.',
    type: 'Tools',
    icon: 'tools',
    pdfPath: 'ai-toolkit-shortlist.pdf',
  },
  {
    title: 'AI at Work: What Changed in 2025',
    description: 'How teams are really using AI this year, where it saves time and where it still trips up.',
    type: 'Analysis',
    icon: 'analysis',
    pdfPath: 'ai-at-work-2025-analysis.pdf',
  },
  {
    title: 'LinkedIn Growth Guide with AI',
    description:
      'Plan a month of posts, sharpen your profile and keep your own voice while AI does the drafting.',
    type: 'Guide',
    icon: 'linkedin',
    pdfPath: 'linkedin-growth-guide.pdf',
  },
  {
    title: 'Prompt Template Pack',
    description: 'Fill-in-the-blank prompts for emails, meeting notes, reports and brainstorming sessions.',
    type: 'Template',
    icon: 'prompts',
    pdfPath: 'prompt-template-pack.pdf',
  },
];
