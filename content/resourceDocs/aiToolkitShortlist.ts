import type { ResourceDocument } from '../types';

/** Source of ai-toolkit-shortlist.pdf. */
export const aiToolkitShortlist: ResourceDocument = {
  pdfPath: 'ai-toolkit-shortlist.pdf',
  subtitle:
    'A short, honest list of well-known AI tools for writing, research, meetings, design and automation, with what each one is best at and what to watch out for.',
  inside: [
    'How to choose without drowning in options',
    'Tools grouped by the job you need doing',
    'Honest notes on free plans and limits',
    'A starter kit of three tools',
    'A checklist before you sign up for anything',
  ],
  sections: [
    {
      heading: 'Before you start: fewer tools, used well',
      blocks: [
        {
          kind: 'paragraph',
          text: 'New AI tools launch every week, and it’s easy to feel you’re missing out. You aren’t. The people in our community who get the most from AI use a small number of tools often, not a large number occasionally.',
        },
        {
          kind: 'paragraph',
          text: 'This shortlist covers established tools that our readers use and recommend. They are grouped by the job you need doing. For each, you’ll find what it’s best for, whether there is a free plan and what to watch out for.',
        },
        {
          kind: 'callout',
          title: 'Prices and plans change',
          text: 'AI companies change their plans, limits and features often, sometimes from one month to the next. We haven’t listed prices for that reason. Treat the “Free plan?” column as a starting point and check the tool’s own website before you decide.',
        },
        { kind: 'subheading', text: 'Four questions to ask of any tool' },
        {
          kind: 'steps',
          items: [
            'What job will it do for me, this week? If you can’t name one, wait.',
            'Does it work where I already work, such as my email, documents or calendar?',
            'What happens to the information I put into it? Read the privacy settings.',
            'Is it allowed at work? Check your organisation’s AI policy, or ask.',
          ],
        },
      ],
    },
    {
      heading: 'Everyday assistants',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These general assistants handle drafting, summarising, brainstorming and explaining. Most people need one of them, not all of them. Pick the one that fits the tools you already use.',
        },
        {
          kind: 'table',
          columns: ['Tool', 'Best for', 'Free plan?', 'Watch out for'],
          rows: [
            [
              'ChatGPT (OpenAI)',
              'All-round drafting, brainstorming and working with files you upload',
              'Yes, with usage limits',
              'Can state wrong facts confidently. Check its data settings before pasting anything sensitive.',
            ],
            [
              'Claude (Anthropic)',
              'Long documents, careful writing and editing, a natural tone',
              'Yes, with usage limits',
              'Free limits can run out during a long session. Check facts as with any assistant.',
            ],
            [
              'Gemini (Google)',
              'People who live in Google Workspace: Gmail, Docs and Drive',
              'Yes for the Gemini app; features in Gmail and Docs depend on your plan',
              'What you can do differs between personal and work accounts.',
            ],
            [
              'Microsoft Copilot',
              'People who live in Microsoft 365: Word, Outlook, Excel and Teams',
              'Yes for the Copilot app; features in Word and Outlook depend on your plan',
              'At work, access depends on the licence your organisation holds.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Writing and editing',
      blocks: [
        {
          kind: 'table',
          columns: ['Tool', 'Best for', 'Free plan?', 'Watch out for'],
          rows: [
            [
              'Grammarly',
              'Catching errors and polishing clarity and tone wherever you type',
              'Yes; more features on paid plans',
              'It reads what you type in many apps, so check it is allowed at work. Suggestions can flatten your voice: accept them selectively.',
            ],
            [
              'DeepL',
              'Translation that reads naturally, and rewording with DeepL Write',
              'Yes, with limits',
              'Have a fluent speaker check anything important. Free and paid plans handle your text differently: read the terms.',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'For longer writing, your everyday assistant is usually enough. Give it an example of your own writing and ask it to match the tone, then do the final edit yourself.',
        },
      ],
    },
    {
      heading: 'Research',
      blocks: [
        {
          kind: 'table',
          columns: ['Tool', 'Best for', 'Free plan?', 'Watch out for'],
          rows: [
            [
              'Perplexity',
              'Quick answers from the web with links to the sources',
              'Yes; paid plans add more advanced searches',
              'Open the sources. A citation doesn’t always say what the answer claims it says.',
            ],
            [
              'NotebookLM (Google)',
              'Questions, summaries and study guides based only on documents you upload',
              'Yes, with a Google account',
              'Only as good as the sources you add. Check whether work documents are allowed.',
            ],
            [
              'Elicit',
              'Finding and summarising academic research papers',
              'Yes, with limits',
              'Best for published research, not news or business sources. Read the key papers yourself.',
            ],
          ],
        },
        {
          kind: 'callout',
          title: 'A research rule worth keeping',
          text: 'Never quote a figure, a study or a person from an AI answer without opening the original source. This is the mistake that causes the most embarrassment, and the easiest to avoid.',
        },
      ],
    },
    {
      heading: 'Meetings and notes',
      blocks: [
        {
          kind: 'table',
          columns: ['Tool', 'Best for', 'Free plan?', 'Watch out for'],
          rows: [
            [
              'Otter.ai',
              'Live transcripts and meeting summaries',
              'Yes, with monthly limits on minutes',
              'Tell everyone you are recording and ask for consent. Check your organisation’s rules on recording.',
            ],
            [
              'Fireflies.ai',
              'Recording, transcribing and summarising video calls, with searchable notes',
              'Yes, with limits',
              'It joins calls as a visible note-taker, which some guests find off-putting. Consent matters here too.',
            ],
            [
              'Notion AI',
              'Summarising, drafting and searching inside your Notion pages',
              'Notion has a free plan; full AI features are on paid plans',
              'Most useful if your team already keeps its notes in Notion.',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Check what you already have, too. Many video-call platforms now include their own summaries on some plans. A feature inside a tool you already pay for is often the simplest choice.',
        },
      ],
    },
    {
      heading: 'Design and presentations',
      blocks: [
        {
          kind: 'table',
          columns: ['Tool', 'Best for', 'Free plan?', 'Watch out for'],
          rows: [
            [
              'Canva',
              'Social graphics, simple presentations and documents, with built-in AI features',
              'Yes; more AI features on paid plans',
              'Popular templates can look familiar. Adapt them to your brand colours and fonts.',
            ],
            [
              'Gamma',
              'Turning an outline or notes into a first-draft slide deck or document',
              'Yes, with limited credits',
              'Drafts look polished but can be thin. Rewrite the content. Check export options on the free plan.',
            ],
            [
              'Adobe Firefly',
              'Generating and editing images, from Adobe',
              'Yes, with limited monthly credits',
              'Check the usage terms for commercial work, and label AI images where your audience would expect it.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Audio, video and automation',
      blocks: [
        {
          kind: 'table',
          columns: ['Tool', 'Best for', 'Free plan?', 'Watch out for'],
          rows: [
            [
              'Descript',
              'Editing video and podcasts by editing the transcript, and removing filler words',
              'Yes, with limits',
              'There is a learning curve. Listen back before publishing.',
            ],
            [
              'Loom',
              'Short screen recordings instead of meetings',
              'Yes; AI features are on paid plans',
              'Free recordings have a length limit. Keep videos short anyway.',
            ],
            [
              'Zapier',
              'Connecting apps so routine steps happen automatically, including AI steps',
              'Yes, with a monthly task limit',
              'Automations run unattended. Test with sample data, and watch costs as volume grows.',
            ],
            [
              'Make',
              'More complex, visual automations across many apps',
              'Yes, with a monthly limit',
              'Steeper to learn than Zapier. Start with one simple flow.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'A starter kit: three tools are enough',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you’re starting out, don’t sign up for everything above. Choose one tool from each of these three jobs and use them for a month.',
        },
        {
          kind: 'bullets',
          items: [
            'One everyday assistant, ideally the one that works with your email and documents.',
            'One research tool that shows its sources, for anything you’ll repeat as fact.',
            'One tool for the job that eats most of your week: meeting notes, design or automation.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'After a month, ask yourself which one you opened without thinking. Keep that one. Question the rest.',
        },
      ],
    },
    {
      heading: 'Before you sign up: a checklist',
      blocks: [
        {
          kind: 'checklist',
          items: [
            'I can name the job this tool will do for me this week.',
            'I’ve checked the current plans and limits on the tool’s own website.',
            'I’ve read how it stores and uses what I type or upload.',
            'I’ve turned off any setting I’m not comfortable with, such as using my chats for training.',
            'It’s allowed under my organisation’s AI policy.',
            'I know how to export my work and cancel if it isn’t for me.',
            'I’ve put a reminder in my calendar before any free trial ends.',
          ],
        },
      ],
    },
  ],
  closing:
    'Tools change fast; good habits last. For honest tool notes every week, join The AI Edit at www.theaiedit.example.',
};
