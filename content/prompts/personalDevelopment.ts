import type { Prompt } from '../types';

/** Prompts for personal development: learning, feedback, careers, confidence and habits. */
export const personalDevelopmentPrompts: readonly Prompt[] = [
  {
    id: 3,
    title: 'A 90-day learning plan for a new skill',
    description:
      'Use when you want to learn a new skill alongside your job and need a realistic plan with resources and milestones.',
    prompt:
      'Act as a learning coach who designs plans for busy adults. Create a 90-day plan for me to learn [specific topic].\nWhy I want to learn it: ____________\nWhat I already know: ____________\nTime I can give each week: [hours]\nHow I learn best: [reading, video, doing, talking]\nSplit the plan into three 30-day phases, each with a goal, weekly activities, a small project that proves progress and a way to check my understanding. Recommend types of resources, and name well-known free ones only where you are confident they exist. Add one checkpoint question per week. Keep the weekly load within my hours. Avoid overloading the first fortnight, and don’t pretend I will be an expert in 90 days.',
    category: 'Personal Development',
    tags: ['Learning'],
  },
  {
    id: 9,
    title: 'Rehearsal for a difficult feedback conversation',
    description:
      'For the days before you give or receive tough feedback, when you want to practise the conversation somewhere safe.',
    prompt:
      'Be my sparring partner for a difficult conversation. You will play [the other person’s role], and I will practise giving them feedback.\nThe situation: [what happened and its impact]\nWhat I want them to understand: [key message]\nHow I expect them to react: [defensive, upset, quiet]\nStay in character and respond realistically, including some pushback, one message at a time. Wait for my reply each time. After six exchanges, step out of character and give me feedback in three parts: what I did well, where I sounded vague or blaming, and two phrases I could use instead. Don’t make the other person unrealistically agreeable, and keep your replies short, as in a real conversation.',
    category: 'Personal Development',
    tags: ['Learning'],
  },
  {
    id: 15,
    title: 'Your career story in three lengths',
    description:
      'Use when you keep stumbling over "tell me about yourself" in interviews, at networking events or in introductions.',
    prompt:
      'You are a career coach who helps people tell their professional story with confidence. Write my career story in three lengths.\nMy current role: ____________\nPast roles and turning points: [list them]\nAchievements I’m proud of: [two or three, with results if you have them]\nWhat I want next: [next step]\nGive me: a one-sentence version for introductions and my LinkedIn headline, a 30-second version for networking, and a two-minute version for interviews. Each should have a clear thread linking my past to what I want next. Write them to be spoken, with short sentences. Avoid clichés such as "passionate self-starter", and don’t exaggerate my achievements.',
    category: 'Personal Development',
    tags: ['Personal Branding', 'LinkedIn', 'Learning'],
  },
  {
    id: 21,
    title: 'Salary negotiation preparation sheet',
    description:
      'Use when you’re preparing for a pay rise conversation or a job offer and want to go in with evidence and calm words.',
    prompt:
      'Act as a negotiation coach who helps people ask for fair pay. Help me prepare for my salary conversation.\nSituation: [pay review, promotion, new job offer]\nMy role and level: [role]\nMy current or offered pay: [amount]\nWhat I’d like: [amount or range]\nEvidence of my value: [achievements, responsibilities, market data I’ve found]\nCreate a one-page prep sheet with: my ideal outcome and walk-away point; my three strongest arguments; an opening line; answers to the four most likely objections; non-salary items I could negotiate; and a polite close. Keep the language calm and firm. Avoid aggressive tactics, and don’t quote salary figures you can’t source; tell me where to check instead.',
    category: 'Personal Development',
    tags: ['Learning', 'Personal Branding'],
  },
  {
    id: 27,
    title: 'Weekly reflection in ten questions',
    description:
      'For Friday afternoon or Sunday evening, when you want to look back on your week and learn from it in 15 minutes.',
    prompt:
      'You are a thoughtful coach guiding me through a weekly reflection. Ask me the questions below one at a time and wait for my answer before moving on.\n1. What went well this week, and why?\n2. What drained my energy?\n3. What did I learn?\n4. Where did I avoid something important?\n5. Who helped me, and have I thanked them?\nThen ask up to five follow-up questions of your own based on my answers. When we finish, write a summary of no more than 120 words: my biggest insight, one thing to keep doing, one thing to change, and a single priority for next week. Keep your questions short and kind. Avoid cheerleading, and don’t give advice until I’ve answered everything.',
    category: 'Personal Development',
    tags: ['Learning'],
  },
  {
    id: 33,
    title: 'Five-minute confidence routine before speaking',
    description:
      'Use before a presentation, pitch, interview or big meeting, when nerves are getting in the way of what you want to say.',
    prompt:
      'Act as a public speaking coach. I have to speak soon and I’m nervous.\nThe occasion: [presentation, pitch, interview, meeting]\nThe audience: [who will be there]\nMy main message: [one sentence]\nWhat worries me most: [worry]\nGive me a five-minute routine to do beforehand, as a numbered list with timings: a breathing exercise, a way to reframe my worry, three lines to rehearse aloud, and one physical warm-up I can do quietly. Then write a strong opening sentence and a closing sentence for my talk. Keep it calm and practical. Avoid telling me to "just be confident", and don’t suggest anything that would look odd in an office corridor.',
    category: 'Personal Development',
    tags: ['Personal Branding', 'Learning'],
  },
  {
    id: 39,
    title: 'Sharp questions to ask your mentor',
    description:
      'Use before a mentoring session so you get real advice rather than general chat, whether it’s your first meeting or your tenth.',
    prompt:
      'You are an experienced mentor who knows what makes mentoring sessions worthwhile. Help me prepare for my next session.\nMy role and career stage: [role, years of experience]\nMy mentor’s background: [their role and experience]\nWhat I’m wrestling with: [current challenge]\nSuggest 12 questions in four groups: my current challenge, career direction, skills and habits, and their own experience. Mark the three you would ask first. Make each question specific enough that the answer would change what I do next. Add a short note on how to follow up after the session. Avoid yes-or-no questions and broad ones like "any advice?"',
    category: 'Personal Development',
    tags: ['Learning'],
  },
  {
    id: 45,
    title: 'Book notes turned into actions',
    description:
      'For when you finish a book, course or long article and want to keep what matters and actually use it at work.',
    prompt:
      'Act as a learning coach who turns reading into practice. Help me process a book I’ve finished.\nBook title and author: [title, author]\nMy highlights and notes: [paste your notes here]\nMy work and goals: [role, current goals]\nGive me: the book’s core argument in three sentences; the five ideas most relevant to my goals, each with a practical way to apply it this month; one idea I should question, and why; and five flashcard questions with answers to help me remember. Base this on my notes and what you know of the book, and tell me when you are unsure. Don’t summarise the chapters one by one, and avoid generic takeaways.',
    category: 'Personal Development',
    tags: ['Learning'],
  },
  {
    id: 51,
    title: 'Habit plan built on tiny steps',
    description:
      'Use when you want to start a new habit, such as exercise, writing or learning, and past attempts have fizzled out.',
    prompt:
      'You are a behaviour change coach. Help me design a habit I will actually keep.\nThe habit I want: ____________\nWhy it matters to me: ____________\nWhat stopped me before: [obstacles]\nMy typical day: [brief schedule]\nGive me: a tiny starting version that takes under two minutes, an anchor in my existing routine ("After I…, I will…"), ways to make it easy and obvious, a simple way to track it, how to grow it over four weeks, and a plan for missed days. Present it as a short checklist. Keep it realistic for a busy person. Avoid streak pressure, guilt and vague advice like "stay motivated".',
    category: 'Personal Development',
    tags: ['Learning'],
  },
  {
    id: 57,
    title: 'LinkedIn headline and About section rewrite',
    description:
      'Use when your LinkedIn profile undersells you, before a job search, a new business or a push to grow your network.',
    prompt:
      'Act as a LinkedIn profile writer and personal branding coach. Rewrite my headline and About section.\nMy current headline and About: [paste them here]\nWho I want to notice me: [recruiters, clients, peers in an industry]\nWhat I want them to do: [get in touch, hire me, follow me]\nMy proof points: [achievements, numbers, notable projects]\nGive me three headline options under 220 characters, each with a different angle, then an About section of 200–250 words in the first person that opens with a strong line, explains who I help and how, includes proof, and ends with a clear invitation. Keep it human. Avoid buzzwords like "results-driven" and "guru", and don’t invent achievements.',
    category: 'Personal Development',
    tags: ['LinkedIn', 'Personal Branding'],
  },
  {
    id: 63,
    title: 'Conference talk proposal that stands out',
    description:
      'For when a conference or meetup call for speakers is open and you want a talk title and abstract organisers will pick.',
    prompt:
      'You are a conference programme chair who has reviewed hundreds of talk submissions. Help me write a proposal.\nEvent and audience: [event name, who attends]\nMy talk idea: [topic] and the experience behind it\nMy background: [role, relevant work]\nWrite: three title options under 10 words; an abstract of about 150 words that names the audience’s problem, what they will learn and why I am credible; three learning outcomes; and a speaker bio of 60 words in the third person. Make it specific and practical. Avoid vague promises like "insights and best practices", and don’t overstate my experience.',
    category: 'Personal Development',
    tags: ['Personal Branding', 'Content Creation'],
  },
  {
    id: 69,
    title: 'Self-assessment for your performance review',
    description:
      'For the week before a performance review, when you need to show your impact clearly without overselling or underselling it.',
    prompt:
      'Act as a manager who has written and read many performance reviews. Help me write my self-assessment.\nMy role: ____________\nReview period: ____________\nGoals I was set: [goals]\nWhat I did: [paste your notes, wins and feedback received]\nWhat didn’t go to plan: [setbacks]\nFor each goal, write a short paragraph covering what I did, the result and the evidence. Add a section on what I learned from setbacks, and two development goals for the next period. Keep the whole thing under 500 words, in the first person. Use specific results where I’ve given them. Avoid false modesty, blaming others and phrases like "went above and beyond".',
    category: 'Personal Development',
    tags: ['Personal Branding', 'Learning'],
  },
  {
    id: 75,
    title: 'Patient tutor for a concept you need to learn',
    description:
      'Use when you need to understand a new concept for work or study and want to be taught step by step, then tested.',
    prompt:
      'Be my patient tutor. I want to understand [specific topic] well enough to explain it to a colleague.\nMy current level: [beginner, some knowledge, refreshing]\nWhy I need it: [context]\nTeach me in short steps, one concept at a time. After each step, ask me one question to check I’ve understood, and wait for my answer. If I get it wrong, explain it a different way with an everyday example. After five steps, give me a quiz of five questions mixing multiple choice and short answers, then a summary I can save. Keep each explanation under 120 words. Avoid jargon unless you define it, and don’t move on until I’ve answered.',
    category: 'Personal Development',
    tags: ['Learning'],
  },
  {
    id: 81,
    title: 'Thought leadership post from your experience',
    description:
      'Use when you have a hard-won lesson from your work and want to turn it into a LinkedIn post that builds your reputation.',
    prompt:
      'You are a ghostwriter for respected professionals on LinkedIn. Turn my experience into a thought leadership post.\nMy field: [industry, role]\nThe experience: [what happened]\nThe lesson or opinion I took from it: [lesson]\nWho should read it: [target audience]\nWrite a post of 180–250 words. Start with a hook line that states a clear point of view. Tell the story in short paragraphs, share the lesson, and end with a question that invites people to share their own experience. Then give two alternative hooks. Keep my voice: direct and warm. Avoid humblebrags, "I’m thrilled to announce", one-word sentences for drama and more than three hashtags.',
    category: 'Personal Development',
    tags: ['Personal Branding', 'LinkedIn', 'Content Creation'],
  },
  {
    id: 87,
    title: 'Transferable skills map for a career change',
    description:
      'For when you’re thinking about changing career or role and want to see which skills carry over and what to learn.',
    prompt:
      'Act as a career change coach. Help me see how my experience fits a new direction.\nMy current and past roles: [roles and key responsibilities]\nThe role or field I’m considering: [target role]\nWhat draws me to it: [reasons]\nCreate a table with columns: Skill or experience I have, How it applies in the new role, Evidence I can point to, Strength (strong, partial, gap). Then list the three biggest gaps with a low-cost way to close each in the next three months, and the kinds of people I should talk to for a reality check. Finish with a LinkedIn headline for my new direction and a one-paragraph pitch explaining my move. Be honest about gaps. Don’t assume I can afford to stop working to retrain.',
    category: 'Personal Development',
    tags: ['Learning', 'Personal Branding', 'LinkedIn'],
  },
  {
    id: 93,
    title: 'Kind scripts for saying no at work',
    description:
      'Use when your plate is full and you need polite, firm ways to decline requests, extra projects or another meeting.',
    prompt:
      'You are a workplace communication coach. Help me say no without damaging relationships.\nThe request: [what I’ve been asked to do]\nWho asked: [manager, colleague or client, and their seniority]\nWhy I need to decline: [workload, priorities, fit]\nWhat I can offer instead, if anything: [alternative]\nWrite three versions: a short chat message, an email of under 100 words, and what to say out loud in a meeting. Make one version offer a trade-off ("I can do this if we move that"). Then give me a line to use if they push back. Keep it warm and clear. Avoid over-apologising, long justifications and openers like "I’m so sorry, but".',
    category: 'Personal Development',
    tags: ['Learning'],
  },
  {
    id: 99,
    title: 'Networking event plan with follow-ups',
    description:
      'For the days before a conference, meetup or industry event, so you meet the right people and follow up properly afterwards.',
    prompt:
      'Act as a networking coach for people who find networking awkward. Help me get the most from an upcoming event.\nEvent: [event name and type]\nMy goal: [find clients, hire, learn, meet peers]\nMy role and what I can offer others: [role, expertise]\nGive me: three conversation openers that aren’t "So, what do you do?", a 20-second introduction, five questions that lead to real conversations, a polite way to leave a conversation, and a LinkedIn follow-up message under 300 characters for the day after. Add a simple note-taking template for the people I meet. Keep it natural. Avoid sales pitches and anything that sounds rehearsed.',
    category: 'Personal Development',
    tags: ['Personal Branding', 'LinkedIn'],
  },
  {
    id: 105,
    title: 'Six-week AI skills path for your job',
    description:
      'Use when you want to get genuinely good at using AI in your own job over the next six weeks, not just read about it.',
    prompt:
      'You are an AI trainer who teaches professionals to use AI assistants well. Create a six-week learning path for me.\nMy job: ____________\nTasks that take up most of my week: ____________\nTools I can use at work: [ChatGPT, Claude, Gemini, Copilot or others]\nMy comfort level with AI: [new, occasional, regular]\nFor each week give: one skill (for example writing clear prompts, giving context, checking outputs), a 20-minute practice exercise using a real task from my job, and how I’ll know I’ve improved. Include one week on spotting errors and protecting confidential data. Present it as a table. Avoid technical theory I don’t need, and flag any tool my workplace may not allow.',
    category: 'Personal Development',
    tags: ['Learning', 'Innovation'],
  },
];
