import type { ResourceDocument } from '../types';

/** Source of weekly-ai-workflow-planner.pdf. */
export const weeklyAiWorkflowPlanner: ResourceDocument = {
  pdfPath: 'weekly-ai-workflow-planner.pdf',
  subtitle:
    'Find the repetitive tasks in your week, hand the right ones to AI and see what you get back. Print it, fill it in, repeat.',
  inside: [
    'How to use the planner in five steps',
    'Where to look for tasks worth handing over',
    'A fill-in planner for the week ahead',
    'A Monday to Friday plan, with a worked example',
    'A Friday review checklist',
  ],
  sections: [
    {
      heading: 'How to use this planner',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most of us don’t save time with AI because we never decide where to use it. We open a chat window when we remember, and forget it when we’re busy, which is exactly when it would help. This planner turns good intentions into a short weekly habit.',
        },
        {
          kind: 'paragraph',
          text: 'It takes about fifteen minutes on a Monday and ten on a Friday. Print a fresh copy each week, or save a copy and type into it.',
        },
        {
          kind: 'steps',
          items: [
            'Look back at last week. Scan your calendar, sent emails and to-do list. Write down anything you did more than once, or anything that felt like a chore.',
            'Pick two or three tasks to hand to AI. Choose ones where a first draft, a summary or a list of ideas would get you moving. Start small.',
            'Decide how. Note the tool you’ll use and the prompt you’ll start with. If you don’t have a prompt yet, borrow one from our Prompt Template Pack.',
            'Place them in your week. Put each task on a day in the Monday to Friday plan, so it happens rather than waits.',
            'Review on Friday. Tick through the checklist, note the time you really saved and decide what to keep, change or drop next week.',
          ],
        },
        {
          kind: 'callout',
          title: 'Be honest about time saved',
          text: 'Count the whole task, including writing the prompt and checking the answer. If a task took as long with AI as without it, that’s useful to know too. Drop it and try something else.',
        },
      ],
    },
    {
      heading: 'Where to look for tasks worth handing over',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Good candidates are tasks that are repetitive, text-heavy and easy for you to check. Poor candidates are tasks where the facts are hard to verify, the stakes are high or the real value is your judgement or relationships.',
        },
        {
          kind: 'bullets',
          items: [
            'First drafts: status updates, routine emails, agendas, job adverts, social posts.',
            'Summaries: long email threads, meeting transcripts, reports you need the gist of.',
            'Reformatting: notes into a table, a document into slides, a long text into a short one.',
            'Thinking partners: brainstorming names, angles or questions; stress-testing a plan.',
            'Preparation: questions for an interview, talking points for a difficult conversation.',
            'Learning: explaining an unfamiliar term or topic before a meeting.',
          ],
        },
      ],
    },
    {
      heading: 'Your planner for the week',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Fill this in on Monday morning. Keep your answers short: a few words per line is plenty.',
        },
        {
          kind: 'fields',
          items: [
            { label: 'Week beginning', lines: 1 },
            { label: 'My main focus this week', lines: 2 },
            { label: 'Repetitive tasks from last week', lines: 3 },
            { label: 'Tasks I’ll hand to AI this week (two or three)', lines: 3 },
            { label: 'The tool and prompt I’ll use for each', lines: 3 },
            { label: 'Tasks I’ll keep for myself, and why', lines: 2 },
            { label: 'Time I expect to save', lines: 1 },
            { label: 'What I’ll do with the time I get back', lines: 2 },
          ],
        },
      ],
    },
    {
      heading: 'Monday to Friday plan',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Here is a worked example from a marketing manager’s week, to show the level of detail that helps. Your own plan follows it.',
        },
        {
          kind: 'table',
          columns: ['Day', 'Task for AI', 'Tool or prompt', 'Time saved', 'Notes'],
          rows: [
            [
              'Monday',
              'Summarise the weekend’s customer emails into themes',
              'Main assistant, “summarise into themes” prompt',
              '30 min',
              'Checked two themes against the originals',
            ],
            [
              'Tuesday',
              'First draft of the monthly newsletter',
              'Main assistant with last month’s issue as a style example',
              '45 min',
              'Rewrote the opening myself',
            ],
            [
              'Wednesday',
              'Meeting notes into actions and owners',
              'Meeting notes template',
              '20 min',
              'Two actions had no owner: asked the team',
            ],
            [
              'Thursday',
              'Ten headline options for the campaign page',
              'Brainstorming prompt',
              '15 min',
              'Used one, combined two others',
            ],
            [
              'Friday',
              'Weekly report to my manager',
              'Report template with my bullet notes',
              '25 min',
              'Added the numbers myself',
            ],
          ],
        },
        { kind: 'subheading', text: 'My plan' },
        {
          kind: 'table',
          columns: ['Day', 'Task for AI', 'Tool or prompt', 'Time saved', 'Notes'],
          rows: [
            ['Monday', '', '', '', ''],
            ['Tuesday', '', '', '', ''],
            ['Wednesday', '', '', '', ''],
            ['Thursday', '', '', '', ''],
            ['Friday', '', '', '', ''],
          ],
        },
      ],
    },
    {
      heading: 'Friday review',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ten minutes at the end of the week is where the habit sticks. Tick what’s true, then jot down one change for next week.',
        },
        {
          kind: 'checklist',
          items: [
            'I handed at least two tasks to AI this week.',
            'I checked every answer before I used it.',
            'I wrote down the real time saved, including checking.',
            'I saved any prompt that worked well, with the gaps in square brackets.',
            'I dropped, or changed, anything that didn’t save time.',
            'I kept confidential details out of the tools, in line with my organisation’s policy.',
            'I used some of the time I got back for work that needs me.',
            'I’ve chosen one new task to try next week.',
          ],
        },
        {
          kind: 'fields',
          items: [
            { label: 'Total time saved this week', lines: 1 },
            { label: 'What worked best', lines: 2 },
            { label: 'What I’ll change next week', lines: 2 },
          ],
        },
        {
          kind: 'callout',
          title: 'Small and steady wins',
          text: 'Two tasks a week, done well, will do more for you than ten you abandon by Wednesday. After a month, you’ll have a handful of prompts you trust and a clear picture of where AI earns its place in your week.',
        },
      ],
    },
  ],
  closing:
    'Print a fresh copy each Monday. For new prompts and workflow ideas every week, join The AI Edit at www.theaiedit.example.',
};
