import type { ResourceDocument } from '../types';

/** Source of ai-at-work-2025-analysis.pdf. */
export const aiAtWork2025Analysis: ResourceDocument = {
  pdfPath: 'ai-at-work-2025-analysis.pdf',
  subtitle:
    'What our readers and community told us this year about using AI at work: where it really saves time, where it still trips up and what good adoption looks like.',
  inside: [
    'The short version, on one page',
    'What changed in 2025',
    'Where AI saves time, and where it trips up',
    'A table of patterns: where AI helps and where people stay in charge',
    'What good adoption looks like, and our recommendations',
  ],
  sections: [
    {
      heading: 'About this analysis',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This is not a survey and it contains no statistics. It draws on a year of replies to The AI Edit, conversations at Women Love AI events and the questions people bring to our community. They come from marketing, HR, operations, finance, education, small businesses and the public sector.',
        },
        {
          kind: 'paragraph',
          text: 'What follows are the patterns we heard again and again. They are observations, not measurements. Treat them as a mirror to hold up to your own team rather than a benchmark to score against.',
        },
      ],
    },
    {
      heading: 'The short version',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'AI moved from a separate website people visited into the tools they already use: email, documents, meetings and search.',
            'The biggest, steadiest gains are in first drafts, summaries and reformatting. They are modest per task and add up over a week.',
            'The main problems are not dramatic failures. They are quiet ones: confident errors, bland writing and drafts that look finished but aren’t.',
            'The cost of checking is real and often forgotten. Time saved by the writer can become time spent by the reviewer.',
            'Teams that do well agree on a few clear uses, share prompts that work and are open about when they use AI.',
            'Judgement, relationships and accountability stay with people. Readers who are clear about that feel more confident using AI, not less.',
          ],
        },
      ],
    },
    {
      heading: 'What changed in 2025',
      blocks: [
        { kind: 'subheading', text: 'AI arrived inside everyday tools' },
        {
          kind: 'paragraph',
          text: 'At the start of the year, many readers described AI as something they “went to”: a separate chat window, opened for a specific job. By the autumn, more of them described it as something that was simply there, inside their email, word processor, video calls and search. That lowered the effort of trying it, and it raised new questions about what those built-in features could see.',
        },
        { kind: 'subheading', text: 'From clever prompts to shared habits' },
        {
          kind: 'paragraph',
          text: 'The conversation moved on from magic phrases. Readers talked less about the perfect prompt and more about saved prompts, shared templates and simple routines: the Monday summary, the meeting follow-up, the first draft of the monthly report. The value came from repeating something that worked, not from a one-off trick.',
        },
        { kind: 'subheading', text: 'Research with sources' },
        {
          kind: 'paragraph',
          text: 'Several major assistants added research modes that search the web and cite what they find. Readers found these useful for getting up to speed on a topic, and were quick to learn that a cited answer still needs checking. Opening the sources became a habit for the careful ones.',
        },
        { kind: 'subheading', text: 'Policies caught up, slowly' },
        {
          kind: 'paragraph',
          text: 'More readers told us their organisation now has an AI policy, or at least a list of approved tools. Others still work in a grey area, unsure what they are allowed to paste where. That uncertainty, more than the technology, was the thing that held people back.',
        },
        { kind: 'subheading', text: 'Agents: much talked about, lightly used' },
        {
          kind: 'paragraph',
          text: 'AI that carries out multi-step tasks on its own was everywhere in the headlines. In our community, it showed up mostly as small, supervised automations: a form answer summarised and filed, a draft reply waiting for approval. Few readers were comfortable letting AI act without a person checking the result, and we think that caution is sensible.',
        },
      ],
    },
    {
      heading: 'Where AI saves time',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The time savings readers describe are rarely dramatic. They are a steady removal of the blank page and the dull middle of a task. Here is where we heard about them most.',
        },
        {
          kind: 'bullets',
          items: [
            'First drafts. Routine emails, job adverts, updates and proposals start from a workable shape rather than a blank page. The writer’s job shifts to shaping and checking.',
            'Summaries. Long threads, transcripts and reports become a short brief. Readers value this most when they are catching up after time away.',
            'Reformatting. Notes become a table, a document becomes slides, a long piece becomes a short one. This is low risk because the content is already yours.',
            'Preparation. Questions for an interview, objections to expect in a pitch, talking points for a difficult conversation.',
            'Learning on the job. A plain-English explanation of an unfamiliar term, a contract clause or a spreadsheet formula, just before it’s needed.',
            'Thinking out loud. Brainstorming, stress-testing a plan or asking “what am I missing?” Readers describe it as a patient sparring partner.',
          ],
        },
      ],
    },
    {
      heading: 'Where it still trips up',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Confident errors. Invented facts, wrong dates and sources that don’t say what the answer claims. They are hardest to spot when the rest of the answer is good.',
            'The same voice as everyone else. Unedited AI writing has a recognisable flavour: smooth, upbeat and slightly empty. Readers notice it in their inboxes and on LinkedIn, and so do their clients.',
            'Hidden checking time. A draft that takes seconds to produce can take longer to verify than to write. Readers who count the whole task are more realistic about where AI helps.',
            'Work passed down the line. A polished-looking draft sent on without review moves the effort to the colleague who has to fix it. Several readers named this as their biggest frustration of the year.',
            'Missing context. AI doesn’t know your office politics, your client’s history or last month’s decision. Summaries can be accurate and still miss the point that mattered.',
            'Uneven use. In many teams, one or two enthusiasts use AI daily and others not at all. Without shared habits, quality and expectations drift apart.',
          ],
        },
        {
          kind: 'callout',
          title: 'The pattern behind the problems',
          text: 'Nearly every problem we heard about came from treating AI output as finished work. Nearly every success came from treating it as a first draft from a fast, well-read junior colleague who has never met your customers.',
        },
      ],
    },
    {
      heading: 'Patterns by task',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This table brings together what readers told us about common tasks. The middle column is where AI earns its place. The right-hand column is where a person needs to stay in charge.',
        },
        {
          kind: 'table',
          columns: ['Task', 'Where AI helps', 'Where humans stay in charge'],
          rows: [
            [
              'Email',
              'First drafts of routine replies; softening or tightening tone',
              'Anything sensitive, personal or commercially binding; the final send',
            ],
            [
              'Meetings',
              'Transcripts, summaries, lists of actions',
              'Consent to record; who owns each action; what was really decided',
            ],
            [
              'Reports',
              'Structure, first drafts from your notes, plain-English rewrites',
              'The numbers, the conclusions and the recommendations',
            ],
            [
              'Research',
              'Getting up to speed; finding sources; summarising long reading',
              'Checking every source; judging what is credible and relevant',
            ],
            [
              'Marketing content',
              'Ideas, outlines, headline options, versions for different channels',
              'Your voice, your stories, claims about your product',
            ],
            [
              'Hiring and people',
              'Job adverts, interview questions, structuring feedback notes',
              'Every decision about a person; fairness; confidential information',
            ],
            [
              'Data and spreadsheets',
              'Explaining formulas; suggesting how to analyse or chart data',
              'Checking results against the source; deciding what the data means',
            ],
            [
              'Customer service',
              'Draft replies, help articles, spotting common themes in feedback',
              'Complaints, exceptions, anything that needs empathy or discretion',
            ],
          ],
        },
      ],
    },
    {
      heading: 'What good adoption looks like',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The teams readers describe as getting it right are not the most technical. They share a few simple habits.',
        },
        {
          kind: 'bullets',
          items: [
            'They name the uses. Instead of “use AI more”, they agree two or three specific jobs, such as meeting follow-ups or first drafts of proposals.',
            'They share what works. A team prompt library, even a simple shared document, spreads good practice faster than any training day.',
            'They are clear about the rules. People know which tools are approved and what must never be pasted in.',
            'They are open about use. Saying “I drafted this with AI and checked it” is normal, not a confession.',
            'They keep review with the author. Whoever sends the work has checked it. The reviewer is not the first person to read it properly.',
            'They make time to learn. Half an hour to experiment together does more than a memo.',
            'Leaders go first. When managers show how they use AI, including what went wrong, others feel safe to try.',
            'They judge the work, not the tool. The question is whether the output is better or faster, not how often AI was used.',
          ],
        },
      ],
    },
    {
      heading: 'Our recommendations',
      blocks: [
        { kind: 'subheading', text: 'For you' },
        {
          kind: 'steps',
          items: [
            'Choose two tasks you do every week and build a saved prompt for each.',
            'Count the whole task, including checking, before you decide AI saves you time.',
            'Edit every draft for your own voice before it leaves your hands.',
            'Open the sources behind any fact you will repeat.',
            'Learn your organisation’s rules, and ask if there aren’t any.',
          ],
        },
        { kind: 'subheading', text: 'For your team' },
        {
          kind: 'steps',
          items: [
            'Agree a short list of approved tools and a one-page set of rules on what not to share.',
            'Pick two or three team uses and try them for a month.',
            'Start a shared prompt library and add to it at every team meeting.',
            'Make it normal to say when AI helped, and agree that the sender always checks.',
            'Review after a month: keep what helped, drop what didn’t.',
          ],
        },
        { kind: 'subheading', text: 'Questions to discuss together' },
        {
          kind: 'bullets',
          items: [
            'Which of our weekly tasks are repetitive, text-heavy and easy to check?',
            'Where would a mistake from AI hurt us most, and how would we catch it?',
            'What information should never go into an AI tool?',
            'Who in the team has found something that works, and how can they share it?',
          ],
        },
      ],
    },
  ],
  closing:
    'Thank you to every reader and community member who shared their experience. Keep the conversation going at www.theaiedit.example.',
};
