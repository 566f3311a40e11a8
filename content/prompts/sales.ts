import type { Prompt } from '../types';

/** Prompts for sales: outreach, discovery, objections, follow-ups, proposals and pipeline. */
export const salesPrompts: readonly Prompt[] = [
  {
    id: 6,
    title: 'Cold email that earns a reply',
    description:
      'Use when you’re writing to a prospect for the first time and want a short, relevant cold email rather than a template blast.',
    prompt:
      'Act as a B2B sales development rep with a record of high reply rates. Write a cold email.\nMy business: [describe your business]\nProspect: [role, company, what I know about them]\nReason for reaching out now: [news, a new hire, a post, an event]\nThe problem we solve for people like them: [problem]\nWrite an email under 100 words: a subject line of two to four words, an opening line about them (not us), one sentence on the problem, one line of proof, and a low-pressure question as the call to action. Give two alternative opening lines. Avoid "I hope this email finds you well", fake familiarity and asking for 30 minutes in a first email.',
    category: 'Sales',
    tags: ['Email Marketing', 'Entrepreneurship'],
  },
  {
    id: 12,
    title: 'Discovery call questions that uncover needs',
    description:
      'Use before a first sales call, when you want to understand the prospect’s situation, pain, budget and decision process.',
    prompt:
      'You are a sales coach who trains account executives in consultative selling. Prepare my discovery call.\nWhat we sell: [product name and what it does]\nProspect: [company, role of the person I’m meeting]\nWhat I know already: [notes]\nWrite 15 questions grouped under: current situation, problems and their impact, desired outcome, decision process and timing, and budget. Mark the five most important, and add a follow-up to each of those to go deeper. Finish with how to summarise the call back to them in the last five minutes. Avoid questions I could answer from their website, and don’t pitch during discovery.',
    category: 'Sales',
    tags: ['Business Strategy'],
  },
  {
    id: 18,
    title: 'Objection handling cheat sheet',
    description:
      'Use when prospects keep raising the same objections, such as price, timing or a competitor, and you want honest answers.',
    prompt:
      'Act as a sales trainer. Build an objection handling cheat sheet for my team.\nWhat we sell: [product name, price range]\nWho we sell to: [target audience]\nObjections we hear most: [for example "too expensive", "not now", "we use a competitor", "I need to ask my boss"]\nFor each objection give: what the buyer may really mean, a question to clarify it, a response of no more than three sentences, and proof we could use. Present it as a table. Add one general approach for objections we haven’t prepared for. Keep the tone respectful and curious. Avoid pressure tactics, arguing with the buyer and claims about competitors I can’t support.',
    category: 'Sales',
    tags: ['Business Strategy', 'Learning'],
  },
  {
    id: 24,
    title: 'Follow-up email after a product demo',
    description:
      'Use within a day of a demo, when you want a follow-up email that recaps the value and moves the deal forward.',
    prompt:
      'You are an account executive known for crisp follow-ups. Write my follow-up email after a demo.\nProspect and attendees: [company, roles]\nTheir main goals and pains from the call: [notes]\nWhat they liked most: [features or moments]\nQuestions or concerns raised: [concerns]\nAgreed next step: [next step, date]\nWrite an email under 180 words: thank them briefly, recap their goals in their words, connect two things they saw to those goals, answer or acknowledge open questions, and confirm the next step with a date. Add a subject line. Avoid re-pitching every feature, attaching everything we have, and vague lines like "let me know if you have any questions".',
    category: 'Sales',
    tags: ['Email Marketing'],
  },
  {
    id: 30,
    title: 'LinkedIn connection note that gets accepted',
    description:
      'Use when you want to connect with a prospect, partner or peer on LinkedIn and need a short note that doesn’t feel like a pitch.',
    prompt:
      'Act as a social selling coach. Write LinkedIn connection requests for me.\nMy role: ____________\nThe person: [their role, company, something they posted or did]\nWhy I genuinely want to connect: [reason]\nWrite five connection notes, each under 200 characters. Each should mention something specific about them and give a reason to connect that isn’t selling. Then write one message for after they accept, under 400 characters, that starts a real conversation. Avoid pitching in the connection note, flattery and "I’d love to pick your brain".',
    category: 'Sales',
    tags: ['LinkedIn', 'Personal Branding'],
  },
  {
    id: 36,
    title: 'One-page proposal summary for a buyer',
    description:
      'Use when a prospect asks for a proposal and you want a one-page summary a busy decision-maker can read and approve.',
    prompt:
      'You are a bid writer who wins deals with short, clear proposals. Write a one-page proposal summary.\nClient: [company, decision-maker’s role]\nTheir problem and goals: [from discovery notes]\nOur solution: [what we will deliver]\nPrice and terms: [price, timeline, payment]\nProof: [case studies, results]\nStructure: the client’s situation in their words, the outcome they want, our approach in three steps, what’s included and what isn’t, investment and timeline, why us, and next steps to get started. No more than 400 words. Write about the client more than about us. Avoid boilerplate, jargon and any promise of results we can’t guarantee.',
    category: 'Sales',
    tags: ['Business Strategy', 'Entrepreneurship'],
  },
  {
    id: 42,
    title: 'Account research brief before a sales call',
    description:
      'Use the day before a sales meeting to pull what you know about an account and the person into a brief with smart questions.',
    prompt:
      'Act as a sales researcher who prepares account executives for meetings. Build an account brief from my notes.\nCompany: [company name]\nWhat I’ve gathered: [paste notes from their website, annual report and news]\nPerson I’m meeting: [role, plus a summary of their LinkedIn profile and recent posts]\nWhat we sell: [product name]\nGive me: a company snapshot in five bullet points; their likely priorities this year; three ways we could help, ranked; the person’s likely goals and pressures; a conversation opener based on their LinkedIn activity; five tailored questions; and one risk to the deal. Say where you’re inferring. Keep it to one page. Don’t invent facts about the company or the person.',
    category: 'Sales',
    tags: ['Business Strategy', 'LinkedIn'],
  },
  {
    id: 48,
    title: 'Pipeline review with deal risks',
    description:
      'For a weekly or monthly pipeline review, when you want to see which deals are real and what to do about the rest.',
    prompt:
      'You are a sales manager running a rigorous pipeline review. Review my open deals.\nMy deals: [paste a list with company, value, stage, close date, last activity, next step]\nOur sales stages: [stage definitions]\nFor each deal, give a table row with: Deal, Risk level (low, medium, high), Warning signs, Missing information, Recommended next action. Then tell me which deals to focus on this week, which close dates look unrealistic, and which deals I should consider closing as lost. Be blunt. Don’t take my close dates at face value, and avoid generic actions like "follow up".',
    category: 'Sales',
    tags: ['Business Strategy'],
  },
  {
    id: 54,
    title: 'Win-loss analysis of recent deals',
    description:
      'Use at the end of a quarter to learn why you won and lost deals and what to change in your sales approach.',
    prompt:
      'Act as a revenue analyst who runs win-loss programmes. Analyse my recent deals.\nDeals won: [brief notes on each, including why we think we won]\nDeals lost: [brief notes, including who won and what the buyer said]\nBuyer interview notes, if any: [paste your notes here]\nGive me: the patterns in a table with columns Factor, Seen in wins, Seen in losses, Evidence; the top three reasons we lose; what competitors do better; and five changes to our process, messaging or product. Separate what buyers said from our own guesses. Don’t draw firm conclusions from a single deal, and avoid blaming price without evidence.',
    category: 'Sales',
    tags: ['Business Strategy', 'UX Research'],
  },
  {
    id: 60,
    title: 'Sales call role-play with a tough buyer',
    description:
      'Use before an important sales meeting to practise with a realistic, sceptical buyer and get feedback on your pitch.',
    prompt:
      'Be my practice buyer for a sales role-play. Play a [buyer’s role] at a [type of company] who is busy, sceptical and has used a competitor before.\nWhat I sell: [product name, price]\nThe meeting: [discovery call, demo, negotiation]\nStay in character and answer one message at a time. Raise at least three realistic objections, and only warm up if I ask good questions. After ten exchanges, or when I type "feedback", step out of character and score me out of 5 on rapport, questioning, handling objections and agreeing next steps, with one specific tip for each. Don’t make it easy for me, and keep your replies as short as a real buyer’s.',
    category: 'Sales',
    tags: ['Learning'],
  },
  {
    id: 66,
    title: 'Break-up email for a silent prospect',
    description:
      'Use when a prospect has gone quiet after several follow-ups and you want to close the loop with a final, polite email.',
    prompt:
      'You are a sales rep who knows how to close the loop gracefully. Write a final email to a prospect who has gone quiet.\nProspect: [role, company]\nWhat we discussed before: [summary]\nLast contact: [date and what I sent]\nWrite a break-up email under 90 words that accepts they may be busy or their priorities have changed, offers three easy reply options (for example "1. Not now, try me in [month]", "2. Talk to someone else", "3. Let’s pick it back up"), and leaves the door open. Give three subject line options. Keep it light and human. Avoid guilt trips, passive-aggressive lines and sarcasm.',
    category: 'Sales',
    tags: ['Email Marketing'],
  },
  {
    id: 72,
    title: 'Value messages for each buying role',
    description:
      'Use when you’re selling to a committee, such as finance, end users and IT, and each needs a different reason to say yes.',
    prompt:
      'Act as a B2B product marketer who supports complex sales. Write tailored value messages for each person in the buying group.\nWhat we sell: [product name and what it does]\nThe buying group: [for example finance director, operations manager, IT lead, end users]\nEvidence we have: [case studies, results, features]\nGive me a table with columns: Role, What they care about, Their likely worries, Our key message (one sentence), Proof point, Question to ask them. Then write a 100-word email to the finance director. Keep each message specific to its role. Avoid repeating the same benefit for everyone, and don’t use figures I haven’t given you.',
    category: 'Sales',
    tags: ['Business Strategy', 'Content Creation'],
  },
  {
    id: 78,
    title: 'Four-week LinkedIn social selling plan',
    description:
      'For when you want to build relationships with prospects on LinkedIn over a few weeks without spamming their inbox.',
    prompt:
      'You are a social selling expert who builds pipeline on LinkedIn without being pushy. Create a four-week plan for warming up a prospect.\nMy offer: [describe your business]\nProspect type: [role, industry]\nContent I can share: [articles, guides, posts]\nGive a week-by-week plan: how to engage with their posts (with two example thoughtful comments), a connection note, a value-first message sharing something useful, and a soft invitation to talk. Write each message in under 300 characters. Finish with signs that a prospect is ready for a call. Avoid messages that sound automated, pitching before there’s a conversation, and liking every post they write.',
    category: 'Sales',
    tags: ['LinkedIn', 'Personal Branding'],
  },
  {
    id: 84,
    title: 'Referral request email to happy customers',
    description:
      'Use when a customer has just had a great result with you and you want to ask for an introduction without feeling awkward.',
    prompt:
      'Act as a customer success manager who grows accounts through referrals. Write a referral request.\nCustomer: [role, company]\nThe result they got: [result]\nThe introduction I want: [role, type of company, specific person if known]\nWrite an email under 120 words that thanks them for something specific, mentions their result, makes a clear and narrow ask, and includes a short blurb they can paste into their own email. Give one subject line. Make it easy for them to say no. Avoid sounding transactional, and don’t offer rewards unless I mention a referral programme.',
    category: 'Sales',
    tags: ['Email Marketing', 'Entrepreneurship'],
  },
  {
    id: 90,
    title: 'Price increase announcement email',
    description:
      'Use when you’re raising prices and need to tell customers clearly, fairly and early, without losing their trust.',
    prompt:
      'You are a customer communications specialist. Write an email announcing a price increase.\nMy business: [describe your business]\nOld and new price: [prices]\nDate it takes effect: [date]\nWhy we’re raising prices: [honest reasons, for example costs or new features]\nAnything to soften it: [notice period, locked-in rate, annual plan offer]\nWrite an email of 150–200 words that states the change in the first two sentences, then gives the reasons, what customers get, what they need to do (if anything), and who to contact. Add two subject lines. Keep it plain and respectful. Avoid burying the price, over-apologising and calling it an "exciting update".',
    category: 'Sales',
    tags: ['Email Marketing', 'Business Strategy'],
  },
  {
    id: 96,
    title: 'Sales call notes into a CRM update',
    description:
      'Use after a sales call to turn rough notes or a transcript into a tidy CRM entry, next steps and a quick follow-up.',
    prompt:
      'Act as a sales operations specialist. Turn my call notes into a CRM update.\nCall notes or transcript: [paste your notes here]\nOur CRM fields: [for example stage, amount, close date, decision-maker, next step]\nGive me: the CRM fields filled in as a list; a three-line call summary; any gaps still unanswered on budget, authority, need and timing; next steps with dates; and a short follow-up message to the prospect. Write "Unknown" for anything not in the notes. Keep it factual. Don’t guess amounts or dates, and avoid copying personal small talk into the CRM.',
    category: 'Sales',
    tags: ['Business Strategy'],
  },
  {
    id: 102,
    title: 'Battlecard against a key competitor',
    description:
      'Use when you keep meeting the same competitor in deals and your team needs a one-page battlecard to win more of them.',
    prompt:
      'You are a competitive enablement manager. Build a sales battlecard for my team.\nOur product: [product name]\nCompetitor: [competitor name]\nWhat we know about them: [paste notes, reviews, pricing, feedback from lost deals]\nCreate a one-page battlecard with: when we win and when we lose against them, their strengths (be honest), our differentiators with proof, fair questions that expose their weak spots, responses to the three things they say about us, and a quick pricing comparison if known. Use bullet points. Keep it factual and fair. Don’t make claims about the competitor we can’t back up, and avoid mocking them.',
    category: 'Sales',
    tags: ['Business Strategy', 'Content Creation'],
  },
];
