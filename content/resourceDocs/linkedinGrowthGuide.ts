import type { ResourceDocument } from '../types';

/** Source of linkedin-growth-guide.pdf. */
export const linkedinGrowthGuide: ResourceDocument = {
  pdfPath: 'linkedin-growth-guide.pdf',
  subtitle:
    'Sharpen your profile, plan a month of posts and keep your own voice while AI helps with the drafting.',
  inside: [
    'A profile makeover in seven steps',
    'How to teach AI to write like you',
    'A four-week content plan',
    'Prompts for drafting posts in your own voice',
    'Engagement habits, and what never to automate',
  ],
  sections: [
    {
      heading: 'Start with why you’re here',
      blocks: [
        {
          kind: 'paragraph',
          text: 'LinkedIn rewards people who are clear about who they help and consistent about showing up. AI can make both easier. It can’t decide them for you.',
        },
        {
          kind: 'paragraph',
          text: 'Before you change a word of your profile, answer three questions. Write one sentence for each. You’ll use them in almost every prompt in this guide.',
        },
        {
          kind: 'fields',
          items: [
            {
              label:
                'Who do I want to reach? (for example hiring managers in fintech, founders of small charities)',
              lines: 2,
            },
            { label: 'What do I want them to know me for?', lines: 2 },
            { label: 'What would a good result look like in three months?', lines: 2 },
          ],
        },
      ],
    },
    {
      heading: 'Your profile makeover in seven steps',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Your profile is where people land after they see your post or comment. Give it an hour, once, and it works for you every day.',
        },
        {
          kind: 'steps',
          items: [
            'Photo. A recent, well-lit photo where your face fills most of the frame. Friendly beats formal.',
            'Banner. Use the background image to say what you do or show your work. A simple Canva design is plenty.',
            'Headline. Say who you help and how, not just your job title. LinkedIn limits its length, so keep it tight.',
            'About. Write in the first person. Open with the problem you solve, add two or three proof points and end with how to get in touch.',
            'Featured. Pin two or three things you’re proud of: a post, an article, a talk or a project.',
            'Experience. For recent roles, add a line or two on results, not just duties.',
            'Finishing touches. Customise your profile address, check your skills list and ask two people for a recommendation.',
          ],
        },
        {
          kind: 'prompt',
          title: 'Headline options',
          text: 'Act as a LinkedIn profile coach.\nMy role: [job title and sector]\nWho I want to reach: [audience]\nWhat I help them with: [problem you solve]\nOne result I’m proud of: [result]\nWrite eight headline options, each on one line and no longer than 200 characters. Mix styles: some plain, some with a specific result, one with a touch of personality. Avoid buzzwords such as “passionate”, “guru” or “ninja”, and don’t use emoji.',
        },
        {
          kind: 'prompt',
          title: 'About section',
          text: 'You are an editor who writes warm, plain-English profiles.\nHere are my notes: [paste your answers to the three questions above, your career highlights and two or three results]\nWrite a LinkedIn About section of 150 to 250 words in the first person. Structure: the problem I solve, how I solve it, two or three proof points, a line about me as a person, and how to get in touch. Use short paragraphs. Don’t invent achievements or figures: only use what is in my notes. Avoid clichés and exaggeration.',
        },
      ],
    },
    {
      heading: 'Teach AI your voice',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The fastest way to sound like everyone else is to let AI write from nothing. The fix is to show it how you write. Do this once, save the result and paste it at the top of every drafting prompt.',
        },
        {
          kind: 'prompt',
          title: 'Build your voice profile',
          text: 'Act as a writing coach. Below are three to five pieces of my own writing: posts, emails or messages I was happy with.\n[paste your examples]\nDescribe my writing voice in a short profile I can reuse. Cover: sentence length, vocabulary, level of formality, humour, how I open and close, words and phrases I use often, and things I never do. Format it as ten bullet points. Then list five words or phrases I should avoid because they don’t sound like me.',
        },
        {
          kind: 'callout',
          title: 'Use your real writing',
          text: 'Emails to colleagues or voice notes you’ve transcribed often capture your voice better than polished posts. The more natural the examples, the more natural the drafts.',
        },
      ],
    },
    {
      heading: 'A four-week content plan',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Two posts a week is enough to build momentum without taking over your life. Each week has a theme, so you’re never staring at a blank page. Swap the examples for your own.',
        },
        {
          kind: 'table',
          columns: ['Week', 'Theme', 'Post 1', 'Post 2', 'Engagement focus'],
          rows: [
            [
              'Week 1',
              'Who you are',
              'Why you do the work you do, told as a short story',
              'Three things you wish you’d known when you started',
              'Comment on five posts from people you’d like to know',
            ],
            [
              'Week 2',
              'What you know',
              'A practical tip from your daily work, step by step',
              'A common myth in your field, and what’s really true',
              'Reply to every comment on your posts within a day',
            ],
            [
              'Week 3',
              'How you think',
              'Your view on a change in your industry',
              'A lesson from a mistake or a project that went wrong',
              'Send three personal connection requests with a note',
            ],
            [
              'Week 4',
              'Who you work with',
              'Credit a colleague, client or mentor and what you learnt',
              'A behind-the-scenes look at how you work',
              'Look back: which post started the best conversations?',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Keep a running note of ideas on your phone. A question a client asked, a moment in a meeting, a book that changed your mind: these make better posts than anything AI invents.',
        },
      ],
    },
    {
      heading: 'Prompts for drafting posts',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Each prompt starts with your voice profile. You bring the idea and the substance. AI helps with shape and polish. Always do the final edit yourself.',
        },
        {
          kind: 'prompt',
          title: 'From rough notes to a post',
          text: 'Here is my voice profile: [paste your voice profile]\nHere are my rough notes for a LinkedIn post: [paste notes, bullet points or a transcribed voice note]\nAudience: [who the post is for]\nTurn my notes into a post of 150 to 250 words in my voice. Open with a line that makes the reader want to keep going. Use short paragraphs. End with a genuine question for readers. Only use ideas that are in my notes. Avoid hashtags in the body, exaggeration and phrases like “game-changer” or “let that sink in”.',
        },
        {
          kind: 'prompt',
          title: 'A story with a lesson',
          text: 'Here is my voice profile: [paste your voice profile]\nThe story: [what happened, where, who was involved, with names removed]\nWhat I learnt: [the lesson]\nHelp me tell this story as a LinkedIn post. First ask me up to three questions about details that would make it more vivid. Then write it in under 220 words: the moment, what I did, what I learnt and why it matters to [audience]. Keep it honest and specific. Don’t add drama, dialogue or details I didn’t give you.',
        },
        {
          kind: 'prompt',
          title: 'Opening lines',
          text: 'Here is a draft LinkedIn post: [paste draft]\nWrite six alternative opening lines, each under 20 words, in the tone of the rest of the post. Make two of them a question, two a surprising statement and two a short moment from a story. No clickbait, no emoji and no promises the post doesn’t keep.',
        },
        {
          kind: 'prompt',
          title: 'Edit for my voice',
          text: 'Act as a careful editor. Here is my voice profile: [paste your voice profile]\nHere is a draft post: [paste draft]\nList every phrase that doesn’t sound like me and suggest a replacement for each. Then flag anything that sounds generic, overclaims or could be misunderstood. Don’t rewrite the whole post.',
        },
      ],
    },
    {
      heading: 'Engagement habits that build a network',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Posting is half the work. The other half is showing up in other people’s conversations. Fifteen minutes a day is enough.',
        },
        {
          kind: 'bullets',
          items: [
            'Comment before you post. Spend a few minutes adding thoughtful comments to others’ posts, especially people in your field.',
            'Add something in every comment: an example, a question or a respectful counterpoint. “Great post” builds nothing.',
            'Stay around after you post. Reply to comments in the first few hours and keep the conversation going.',
            'Personalise connection requests. One line on why you’d like to connect makes a big difference.',
            'Share generously. Credit ideas, tag people thoughtfully and celebrate others’ work.',
            'Notice what starts conversations, not just what gets likes, and do more of that.',
          ],
        },
      ],
    },
    {
      heading: 'What not to automate',
      blocks: [
        {
          kind: 'paragraph',
          text: 'AI is a good drafting partner. It is a poor stand-in for you. Keep these things human.',
        },
        {
          kind: 'bullets',
          items: [
            'Comments and replies. People can tell, and a generic comment does more harm than no comment.',
            'Direct messages and connection notes. They are the start of a relationship, so write them yourself.',
            'Your opinions. AI can help you express a view; it shouldn’t form it for you.',
            'Personal stories and experiences. Never let AI invent or embellish them.',
            'Posting and messaging tools that act on your behalf. LinkedIn’s User Agreement restricts bots and automated activity, and breaking it can put your account at risk.',
            'Facts and figures. If you quote a number or a source, check it yourself first.',
          ],
        },
        {
          kind: 'callout',
          title: 'The test before you post',
          text: 'Read your post aloud. If it sounds like something you’d say to a colleague over coffee, post it. If it sounds like a brochure, edit it again.',
        },
        { kind: 'subheading', text: 'Your weekly checklist' },
        {
          kind: 'checklist',
          items: [
            'Two posts drafted from my own ideas and edited in my voice.',
            'Every fact, name and figure checked.',
            'Fifteen minutes a day spent commenting on others’ posts.',
            'Every comment on my posts answered.',
            'At least three personal connection requests sent.',
            'New post ideas added to my running note.',
          ],
        },
      ],
    },
  ],
  closing:
    'Your voice is your advantage: let AI carry the drafts, not the message. More LinkedIn ideas every week at www.theaiedit.example.',
};
