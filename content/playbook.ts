import type { Playbook } from './types';

/**
 * The AI Playbook: AI explained simply enough for a curious ten-year-old and useful to their parent.
 * One idea per paragraph, short sentences and examples from everyday life. British English, no emoji.
 *
 * The glossary's illustrations live in theme/art/glossary/, one per GlossaryArt name.
 *
 * SAMPLE AUTHOR: the author is the sample organiser (see content/community.ts), a fictional person
 * for the organiser to replace. The note below is written in her voice.
 */
export const playbook: Playbook = {
  glossary: {
    heading: 'Glossary',
    intro: 'Eight words you will hear a lot when people talk about AI, each explained in one line.',
    terms: [
      {
        term: 'Algorithm',
        meaning:
          'A list of steps a computer follows to get something done, like a recipe for making pancakes.',
        art: 'algorithm',
        artAlt: 'A recipe card with three numbered steps and a tick beside each one.',
      },
      {
        term: 'Data',
        meaning: 'Facts, numbers, words, pictures and sounds that a computer can store and learn from.',
        art: 'data',
        artAlt: 'A stack of cards beside a small bar chart with bars of different heights.',
      },
      {
        term: 'Model',
        meaning:
          'What an AI becomes after learning: a set of patterns it uses to make guesses about new things.',
        art: 'model',
        artAlt: 'A brain shape made of dots joined together by lines.',
      },
      {
        term: 'Training',
        meaning:
          'Teaching an AI by showing it lots of examples until it starts spotting the patterns by itself.',
        art: 'training',
        artAlt: 'A friendly robot looking at two picture cards, one of a cat and one of a dog.',
      },
      {
        term: 'Prompt',
        meaning: 'The question or instruction you type or say to an AI to tell it what you want.',
        art: 'prompt',
        artAlt: 'A speech bubble with a line of typing and a blinking cursor at the end.',
      },
      {
        term: 'Chatbot',
        meaning:
          'A computer program you can have a written or spoken conversation with, a bit like texting a helper.',
        art: 'chatbot',
        artAlt: 'A smiling robot face with two chat bubbles beside it.',
      },
      {
        term: 'Bias',
        meaning:
          'When something leans unfairly one way, so some people or answers are treated better than others.',
        art: 'bias',
        artAlt: 'A seesaw tipped to one side because one end holds more weight.',
      },
      {
        term: 'Deepfake',
        meaning: 'A fake picture, video or voice made by AI to look and sound like a real person.',
        art: 'deepfake',
        artAlt: 'A face next to a mask of the same face, with a question mark between them.',
      },
    ],
  },

  sections: [
    {
      id: 'what-is-ai',
      heading: 'What is AI?',
      paragraphs: [
        'AI stands for artificial intelligence. It means computer programs that can do jobs we usually think need a human brain, like recognising a face or answering a question.',
        'AI is not magic, and it is not alive. It is a very good pattern spotter. It looks at huge amounts of examples and learns what usually comes next.',
        'When your phone suggests the next word in a message, that is AI guessing from patterns. It has seen millions of sentences, so it can often guess well.',
        'AI does not understand the world the way you do. It has no feelings, no common sense and no idea whether it is right. That is why people still need to check its work.',
      ],
      pointsStyle: 'cards',
      points: [
        {
          title: 'Good at: spotting patterns',
          text: 'AI can sort through more photos, songs or messages in a minute than a person could in a year.',
          example: 'A spam filter spots junk emails by the words and links they usually contain.',
        },
        {
          title: 'Good at: quick first drafts',
          text: 'AI can suggest ideas, tidy up writing or turn a messy list into a neat one in seconds.',
          example: 'Asking a chatbot for five names for a new pet hamster, then picking your favourite.',
        },
        {
          title: 'Not good at: knowing what is true',
          text: 'AI can sound very sure of itself and still be wrong. It has no way of checking, so you have to.',
          example: 'A chatbot might invent a book title that sounds real but does not exist.',
        },
      ],
      tryThis:
        'Open a message on a phone with a grown-up and tap the middle suggested word ten times in a row. Read the sentence aloud. Does it make sense? That is AI guessing from patterns.',
    },
    {
      id: 'how-ai-learns',
      heading: 'How AI learns',
      paragraphs: [
        'Before an AI can help, it has to learn. This is called training. It is a bit like how you learned to read: lots of practice with lots of examples.',
        'The examples are called data. The more good examples an AI sees, the better its guesses usually get.',
        'There are three main ways an AI can learn. Some learn from examples with the answers attached, some find groups by themselves, and some learn by trying things and scoring points.',
      ],
      pointsStyle: 'cards',
      points: [
        {
          title: 'Supervised learning',
          text: 'The AI is shown examples that already have the right answer written on them, called labels. It learns to match new examples to the right label.',
          example:
            'Show an AI thousands of photos labelled ‘cat’ or ‘dog’. Later it can look at a new photo and guess which one it is.',
        },
        {
          title: 'Unsupervised learning',
          text: 'The AI gets examples with no labels at all. It looks for things that are alike and puts them into groups by itself.',
          example:
            'A music app notices that some songs are all slow and gentle and others are fast and loud, and groups them without being told.',
        },
        {
          title: 'Reinforcement learning',
          text: 'The AI tries something, gets points for good moves and loses points for bad ones. Over many tries it learns what works.',
          example:
            'A game character keeps bumping into walls at first, then learns to find the way out because reaching the exit earns the most points.',
        },
      ],
      tryThis:
        'Play ‘teach the robot’ with a friend. One of you is the robot and knows nothing. The other shows ten objects and says ‘soft’ or ‘hard’ for each. Then hold up a new object: can the robot guess the right label?',
    },
    {
      id: 'ai-mistakes',
      heading: 'Why AI gets things wrong',
      paragraphs: [
        'AI makes mistakes, just like people do. The difference is that it often sounds very confident even when it is wrong.',
        'Most AI mistakes come from the information it learned from. If that information is wrong, muddled or old, the answers will be too.',
        'So treat an AI answer like a tip from a stranger: useful, but worth checking with a book, a trusted website or a grown-up.',
      ],
      pointsStyle: 'cards',
      points: [
        {
          title: 'Wrong information',
          text: 'If an AI learned from examples that were wrong, it will repeat the mistake and think it is right.',
          example:
            'If lots of web pages say goldfish only remember things for three seconds, an AI may tell you that too. It is not true: goldfish can remember for months.',
        },
        {
          title: 'Misunderstood information',
          text: 'AI can mix up words that look or sound the same, or miss a joke, because it does not really understand what it reads.',
          example:
            'Ask for pictures of a bat and you might get the flying animal when you meant a cricket bat.',
        },
        {
          title: 'Outdated information',
          text: 'An AI only knows what was in its data when it was trained. Anything that happened after that is missing.',
          example:
            'A chatbot trained last year might not know who won this year’s big football final, and may guess instead of saying it does not know.',
        },
      ],
      tryThis:
        'With a grown-up, ask a chatbot a question you already know the answer to, such as how many legs a spider has or the name of the river nearest your home. Did it get it right? If not, which of the three causes was it?',
    },
    {
      id: 'robot-lies',
      heading: 'When robots tell lies',
      paragraphs: [
        'AI does not mean to lie. But people can use AI to make false things on purpose, to trick others. This is called disinformation.',
        'Fake pictures, videos, voices and messages are now quick and cheap to make. Some look very real.',
        'The good news is that you can learn the warning signs. Slowing down and asking ‘Who made this, and why?’ is the best habit of all.',
      ],
      pointsStyle: 'cards',
      points: [
        {
          title: 'Deepfakes',
          text: 'A deepfake is a picture, video or voice recording made by AI to look or sound like a real person saying or doing something they never did.',
          exampleLabel: 'How to spot it',
          example:
            'Look for blurry edges around the face, odd hands or ears, eyes that do not blink normally, and lips that do not quite match the words. Check whether a trusted news site is showing the same thing.',
        },
        {
          title: 'Scams',
          text: 'A scam is a trick to get your money, your passwords or your personal details. AI helps scammers write messages that sound friendly and real.',
          exampleLabel: 'How to spot it',
          example:
            'A message that rushes you (‘Act now!’), offers a prize you never entered for, or asks for a password or code. Never reply. Show a grown-up instead.',
        },
        {
          title: 'Bots',
          text: 'A bot is a computer program pretending to be a person online. Lots of bots together can make an idea look more popular than it really is.',
          exampleLabel: 'How to spot it',
          example:
            'An account with no real photo, a name full of random numbers, hundreds of posts a day, or the same comment copied again and again.',
        },
      ],
      tryThis:
        'Next time you see a surprising picture or video online, play detective with a grown-up. Look for three warning signs, then search for the story on a news site you both trust.',
    },
    {
      id: 'ai-bias',
      heading: 'When AI is unfair',
      paragraphs: [
        'Bias means leaning unfairly one way. An AI can be biased even though it has no opinions of its own.',
        'This happens because AI learns from data collected by people, and people are not always fair. The AI picks up the unfairness along with everything else.',
        'Bias matters because AI is used to help make real decisions, like which videos get shown or which job applications get read first.',
      ],
      pointsStyle: 'cards',
      points: [
        {
          title: 'Data bias',
          text: 'The examples the AI learned from leave some people or things out, so it works better for some than for others.',
          example:
            'A face-unlock feature trained mostly on photos of adults may struggle to recognise children’s faces.',
        },
        {
          title: 'Confirmation bias',
          text: 'An AI keeps showing you more of what you already like or believe, so you rarely see anything different.',
          example:
            'Watch two videos about one football team and your feed may fill up with that team, as if no other team exists.',
        },
        {
          title: 'Societal bias',
          text: 'Unfair ideas that already exist in the world end up in the data, and the AI copies them.',
          example:
            'Ask an AI to draw a picture of a scientist and it may mostly draw men, even though lots of brilliant scientists are women.',
        },
      ],
      tryThis:
        'Ask an AI picture tool, with a grown-up, to draw ‘a nurse’, ‘a pilot’ and ‘a boss’. Who does it draw each time? Talk about whether the pictures show everyone who really does those jobs.',
    },
    {
      id: 'ethical-ai',
      heading: 'What makes AI good?',
      paragraphs: [
        'Ethical means doing the right thing. Ethical AI is AI that is built and used in a way that is fair and kind to people.',
        'Anyone can ask whether an AI is ethical, not just the people who make it. Here are four simple questions to ask about any AI tool or app.',
      ],
      pointsStyle: 'checklist',
      points: [
        {
          title: 'Is it safe?',
          text: 'It should not hurt anyone, share private details or lead people into danger.',
          example: 'A good homework helper will not ask for your home address or your passwords.',
        },
        {
          title: 'Is it fair?',
          text: 'It should work just as well for everyone, whatever they look like, sound like or where they come from.',
          example: 'A voice assistant should understand a Scottish accent as well as a London one.',
        },
        {
          title: 'Does it help people?',
          text: 'It should make life better, easier or more fun, not just keep people glued to a screen.',
          example: 'A map app that finds a step-free route for someone using a wheelchair is really helping.',
        },
        {
          title: 'Can it be explained?',
          text: 'The people who made it should be able to say, in plain words, how it decides things and what data it uses.',
          example:
            'A shopping site that tells you ‘We suggested this because you bought a tent’ is being open with you.',
        },
      ],
      tryThis:
        'Pick one app you use a lot and go through the four questions together with a grown-up. Give it a tick or a cross for each one. Would you change anything about how you use it?',
    },
    {
      id: 'ai-usage',
      heading: 'Where you already use AI',
      paragraphs: [
        'You probably use AI every day without noticing. It is tucked away inside lots of apps, games and gadgets.',
        'Knowing where it is helps you use it wisely. You can enjoy the useful parts and switch off the parts you do not want.',
      ],
      pointsStyle: 'list',
      points: [
        {
          title: 'Recommendations',
          text: 'Music and video apps learn what you play and suggest more things they think you will like.',
          example: 'The ‘Up next’ video or the playlist made just for you.',
        },
        {
          title: 'Fixing typos',
          text: 'Autocorrect and spell check learn common words and mistakes, and fix your spelling as you type.',
          example: 'Typing ‘teh’ and watching it turn into ‘the’ by itself.',
        },
        {
          title: 'Voice assistants',
          text: 'Smart speakers and phone assistants turn your voice into words, work out what you want and answer out loud.',
          example: 'Asking a speaker to set a timer for the pasta or play your favourite song.',
        },
        {
          title: 'Games that adapt',
          text: 'Some games watch how well you are playing and make the next level easier or harder to keep it fun.',
          example: 'A racing game where the other cars speed up once you start winning.',
        },
        {
          title: 'Photo tagging',
          text: 'Phone galleries recognise faces, pets and places, and sort your photos into albums for you.',
          example: 'Typing ‘dog’ into your photo search and seeing every picture of your dog.',
        },
        {
          title: 'Learning from your clicks',
          text: 'Websites and apps keep a note of what you click, watch and search for, and build a picture of what you like. This is called profiling. They use it to choose what to show you, including adverts.',
          exampleLabel: 'You can take control',
          example:
            'Look at the privacy settings together with a grown-up, turn off ad personalisation, clear your watch history now and then, and use the ‘Not interested’ button on things you do not want.',
        },
      ],
      tryThis:
        'Spend one day as an AI spotter with a friend or a grown-up. Each time you notice AI at work, such as a suggestion, a fixed typo or a sorted photo, add it to a list. How many did you find by bedtime?',
    },
  ],

  author: {
    heading: 'About the author',
    personId: 'organiser',
    note: 'I wrote this playbook after my niece asked me whether the chatbot on her tablet was alive, and I realised how few simple answers there were. I wanted something a child and a grown-up could read side by side, ask questions about and come away feeling curious rather than worried. AI is going to be part of your life, so you deserve to understand it.',
  },
};

/** The playbook page's own words around the sections. */
export const playbookText = {
  contentsHeading: 'Contents',
  tryThisLabel: 'Try this',
  exampleLabel: 'For example',
} as const;
