import type { ResourceDocument } from '../types';

/** Source of beginners-guide-to-prompting.pdf. */
export const beginnersGuideToPrompting: ResourceDocument = {
  pdfPath: 'beginners-guide-to-prompting.pdf',
  subtitle:
    'How to write prompts that get a useful answer the first time, and what to say next when they don’t.',
  inside: [
    'The five parts of a good prompt',
    'Three before-and-after examples you can copy',
    'Follow-up moves that turn a first draft into a good one',
    'The mistakes almost everyone makes at the start',
    'A one-minute checklist to keep by your desk',
  ],
  sections: [
    {
      heading: 'Why prompting is a skill worth learning',
      blocks: [
        {
          kind: 'paragraph',
          text: 'An AI assistant is a bit like a bright new colleague on their first day. They know a great deal about the world and nothing about you. They don’t know your audience, your deadline or what “good” looks like in your team. A prompt is how you brief them.',
        },
        {
          kind: 'paragraph',
          text: 'Most disappointing answers come from thin briefs, not weak tools. Ask for “a post about our new service” and you get something generic, because generic is the safest guess. Give the same assistant two or three sentences of context and the answer changes completely.',
        },
        {
          kind: 'paragraph',
          text: 'The good news is that you don’t need special words or secret formulas. You need the same habits you’d use to brief a person well. This guide shows you those habits, with examples you can adapt today. It works with any of the popular assistants, such as ChatGPT, Claude, Gemini or Copilot.',
        },
      ],
    },
    {
      heading: 'The anatomy of a good prompt',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A strong prompt usually has five parts. You won’t need all five every time. A quick question can be one line. But when an answer matters, run through them.',
        },
        { kind: 'subheading', text: '1. Role: who should the AI be?' },
        {
          kind: 'paragraph',
          text: 'Give the assistant a point of view. “Act as an experienced HR manager” or “You are a patient maths tutor for a twelve-year-old” sets the vocabulary, the level of detail and the priorities. It is a shortcut to a whole set of expectations.',
        },
        { kind: 'subheading', text: '2. Context: what does it need to know?' },
        {
          kind: 'paragraph',
          text: 'This is the part people skip and the part that matters most. Who is the audience? What has already happened? What are you trying to achieve? Paste in the email you’re replying to, the notes from the meeting or the facts about your product. The assistant can only use what you give it.',
        },
        { kind: 'subheading', text: '3. Task: what exactly do you want?' },
        {
          kind: 'paragraph',
          text: 'Use a clear verb: draft, summarise, compare, rewrite, list, explain, critique. “Help me with my presentation” is a wish. “Suggest five titles for a ten-minute talk on hybrid working for a team of engineers” is a task.',
        },
        { kind: 'subheading', text: '4. Format: what should the answer look like?' },
        {
          kind: 'paragraph',
          text: 'Say how long, in what shape and in what tone. A table with three columns. Five bullet points. An email of no more than 150 words. A friendly, plain-English tone. If you don’t say, the assistant will choose for you, and it often chooses long.',
        },
        { kind: 'subheading', text: '5. Constraints: what should it avoid?' },
        {
          kind: 'paragraph',
          text: 'Tell it what to leave out. No jargon. Don’t invent figures. Don’t promise a delivery date. Use British spelling. Constraints save you the edit afterwards.',
        },
        {
          kind: 'callout',
          title: 'An easy way to remember it',
          text: 'Role, Context, Task, Format, Constraints. Think of it as briefing a freelancer: who they are, what they need to know, what you want, how you want it and what to steer clear of.',
        },
      ],
    },
    {
      heading: 'Before and after: three examples',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Here are three everyday requests, first as most of us type them and then with the five parts added. Notice that the better versions aren’t clever. They are simply complete.',
        },
        { kind: 'subheading', text: 'Example 1: a tricky email' },
        {
          kind: 'prompt',
          title: 'Before',
          text: 'Write an email to a client saying the project is late.',
        },
        {
          kind: 'prompt',
          title: 'After',
          text: 'You are an experienced account manager who is honest but calm.\nContext: our website redesign for a client, a small chain of bakeries, will launch two weeks late because their product photos arrived late. We have already finished the design and most of the build. The client contact is friendly but under pressure from her own boss.\nTask: draft an email explaining the delay and the new launch date, [date].\nFormat: under 150 words, a clear subject line, a warm but professional tone.\nConstraints: don’t blame the client, don’t over-apologise, and offer one practical option to help her report the news internally.',
        },
        { kind: 'subheading', text: 'Example 2: making sense of a long document' },
        {
          kind: 'prompt',
          title: 'Before',
          text: 'Summarise this report.',
        },
        {
          kind: 'prompt',
          title: 'After',
          text: 'Act as a chief of staff preparing a briefing for a busy director.\nContext: the report below is a supplier review. The director needs to decide next week whether to renew the contract.\nTask: summarise the report for that decision.\nFormat: three sentences of summary, then a table with columns Point, Evidence in the report, Page or section. End with the three questions the director should ask before deciding.\nConstraints: only use what is in the report. If something important is missing, say so rather than filling the gap.\n[paste the report here]',
        },
        { kind: 'subheading', text: 'Example 3: ideas for a team event' },
        {
          kind: 'prompt',
          title: 'Before',
          text: 'Give me ideas for a team away day.',
        },
        {
          kind: 'prompt',
          title: 'After',
          text: 'You are an event planner who specialises in small, low-budget team days.\nContext: a team of 12 in Manchester, mixed ages, two people who use wheelchairs, a modest budget, one day in October. The team has had a stressful quarter and wants to reconnect, not do a workshop.\nTask: suggest eight ideas.\nFormat: a table with columns Idea, Why it suits this team, Rough effort to organise (low, medium, high).\nConstraints: every idea must be fully accessible. Avoid anything competitive or alcohol-centred.',
        },
        {
          kind: 'callout',
          title: 'Keep your best prompts',
          text: 'When a prompt works well, save it in a note with the gaps marked in square brackets. Next time you only need to fill in the blanks. Our Prompt Template Pack gives you sixteen to start with.',
        },
      ],
    },
    {
      heading: 'Follow-ups: the second prompt matters as much as the first',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The first answer is a first draft. The real skill is in what you say next. These are the moves our readers use most.',
        },
        {
          kind: 'bullets',
          items: [
            'Ask it to ask you. Before it writes anything, say: “Ask me up to five questions that would help you do this well.” You’ll often realise what you forgot to mention.',
            'Be specific about what to change. “Make it better” gives you a random edit. “Shorten the second paragraph and make the opening sound less formal” gives you the edit you wanted.',
            'Ask for options. “Give me three versions: one direct, one warm, one playful.” Choosing is faster than describing.',
            'Show, don’t describe. Paste a paragraph you wrote and like, and say: “Match the tone and sentence length of this example.”',
            'Ask for a critique. “What is weak or unclear in this draft? Be honest.” Then decide which points you agree with.',
            'Change the audience. “Now rewrite this for someone who has never heard of our product.” It is a quick test of whether your message is clear.',
            'Check the reasoning. “Which parts of your answer are you least sure about?” It won’t always know, but it often flags the shakiest claims.',
            'Start fresh when it drifts. If a long conversation has gone off course, open a new chat and paste in a clean brief with what you’ve learnt.',
          ],
        },
      ],
    },
    {
      heading: 'Common mistakes, and what to do instead',
      blocks: [
        {
          kind: 'table',
          columns: ['The mistake', 'Why it hurts', 'Try this instead'],
          rows: [
            [
              'One vague line',
              'The assistant fills the gaps with bland guesses.',
              'Add two sentences of context: who it’s for and why.',
            ],
            [
              'Five tasks in one prompt',
              'Each task gets a shallow answer.',
              'Break it into steps and check each one.',
            ],
            ['No format', 'You get long, padded text.', 'Name the length, shape and tone.'],
            [
              'Trusting facts and figures',
              'Assistants can sound sure and still be wrong.',
              'Check names, numbers, quotes and sources yourself.',
            ],
            [
              'Pasting confidential details',
              'Data may be stored or used in ways you didn’t intend.',
              'Follow your organisation’s policy; remove names and sensitive details.',
            ],
            [
              'Accepting the first draft',
              'It sounds like everyone else’s first draft.',
              'Use one or two follow-ups, then add your own edit.',
            ],
            [
              'Giving up after one try',
              'You decide the tool can’t help when the brief was the issue.',
              'Rewrite the prompt with the five parts and try again.',
            ],
          ],
        },
        {
          kind: 'callout',
          title: 'You stay the editor',
          text: 'AI is brilliant at a fast first draft and weak at knowing what is true in your world. Read everything before it leaves your hands, especially anything with your name on it.',
        },
      ],
    },
    {
      heading: 'Your one-minute prompt checklist',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Before you press enter on anything important, run down this list. It takes less than a minute and it saves many more.',
        },
        {
          kind: 'checklist',
          items: [
            'I’ve given the assistant a role.',
            'I’ve explained who the audience is and why this matters.',
            'I’ve pasted in the material it needs (notes, email, facts).',
            'My task starts with a clear verb.',
            'I’ve said how long, what shape and what tone.',
            'I’ve said what to avoid.',
            'I’ve removed anything confidential or personal.',
            'I know which facts I’ll check before I use the answer.',
          ],
        },
        {
          kind: 'subheading',
          text: 'Practise this week',
        },
        {
          kind: 'steps',
          items: [
            'Pick one task you do every week, such as a status update or a meeting summary.',
            'Write a full five-part prompt for it and save it in a note.',
            'Use it three times, improving one line each time.',
            'By Friday you’ll have a prompt you can trust, and a habit that carries over to everything else.',
          ],
        },
      ],
    },
  ],
  closing: 'Happy prompting. For a new technique every week, join The AI Edit at www.theaiedit.example.',
};
