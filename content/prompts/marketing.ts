import type { Prompt } from '../types';

/** Prompts for marketers: campaigns, content, email, positioning and research into customers. */
export const marketingPrompts: readonly Prompt[] = [
  {
    id: 1,
    title: 'Campaign brief from a one-line idea',
    description:
      'Use when you have a campaign idea but need a clear brief before you hand it to a designer, agency or your team.',
    prompt:
      'Act as a senior marketing strategist who writes briefs agencies love. Turn my one-line campaign idea into a complete brief.\nMy business: [describe your business]\nCampaign idea: [one-line idea]\nBudget and timing: [budget and dates]\nWrite the brief under these headings: Objective, Audience, Key insight, Single-minded message, Channels, Deliverables, Success measures, Risks. Keep each section to two or three sentences and make the objective measurable. Where something is missing, write a sensible assumption and label it "Assumption" so I can check it. Avoid buzzwords such as "synergy" or "disruptive", and don’t invent market statistics.',
    category: 'Marketing',
    tags: ['Content Creation', 'Business Strategy'],
  },
  {
    id: 7,
    title: 'A 30-day LinkedIn content calendar',
    description:
      'Use when you want to post on LinkedIn consistently for a month without staring at a blank page every morning.',
    prompt:
      'You are a LinkedIn content strategist who helps professionals build an audience without sounding salesy. Plan 30 days of LinkedIn posts for me.\nMy role: [your role]\nWho I want to reach: [target audience]\nThree themes I can speak about with authority: [theme 1], [theme 2], [theme 3]\nPosting days per week: [number]\nGive me a table with columns: Day, Theme, Post format (story, list, question, carousel, poll), Hook (first line, under 15 words) and Call to action. Mix the formats so no two neighbouring posts feel alike, and include one post a week that shares a lesson from a mistake. Avoid clickbait hooks, hashtags stuffed at the end and generic motivational quotes.',
    category: 'Marketing',
    tags: ['LinkedIn', 'Content Creation', 'Personal Branding'],
  },
  {
    id: 13,
    title: 'Five email subject lines that get opened',
    description:
      'Use before you send a newsletter, launch or promotional email and want subject lines that are worth testing.',
    prompt:
      'Act as an email marketer who has run hundreds of subject-line tests. Write subject lines for the email below.\nWho receives it: ____________\nWhat the email is about: [paste the email or summarise it]\nGive me 5 subject lines under 50 characters, each with a different angle: curiosity, a clear benefit, honest urgency, a question and a specific number. For each, add preview text under 90 characters that completes the thought rather than repeating it, and one line on which reader it will appeal to. Avoid spam-trigger phrases such as "act now", words in capitals, exclamation marks and emoji.',
    category: 'Marketing',
    tags: ['Email Marketing', 'Content Creation'],
  },
  {
    id: 19,
    title: 'Positioning statement with three proof points',
    description:
      'For when your website, pitch and sales deck each describe your product differently and you need one clear position.',
    prompt:
      'You are a product marketing lead who specialises in positioning. Help me write a positioning statement.\nMy business: [describe your business]\nProduct: [product name]\nBest-fit customers: [who gets the most value]\nWhat they would use if we didn’t exist: [alternatives]\nFirst list our three to five unique attributes and the value each one creates. Then write a positioning statement in the form "For [target customer] who [need], [product name] is the [category] that [key benefit], unlike [alternative]." Finish with three proof points I can back up with evidence. Keep the statement under 40 words. Avoid superlatives like "best-in-class" or "world-leading" and any claim I can’t prove.',
    category: 'Marketing',
    tags: ['Business Strategy', 'Entrepreneurship'],
  },
  {
    id: 25,
    title: 'Newsletter issue from your weekly notes',
    description:
      'Use when your newsletter is due and all you have is a pile of links, notes and half-formed thoughts.',
    prompt:
      'Act as the editor of a friendly, useful email newsletter. Turn my rough notes into this week’s issue.\nNewsletter name and readers: [newsletter name, who reads it]\nMy notes and links: [paste your notes here]\nStructure: a two-sentence opening that sounds like me, one main story of about 200 words with a practical takeaway, three short items of about 40 words each with their link, and a one-line sign-off that invites replies. Suggest two subject lines as well. Keep sentences short and write as one person talking to another. Don’t add facts or links that aren’t in my notes, and avoid phrases like "in today’s fast-paced world".',
    category: 'Marketing',
    tags: ['Email Marketing', 'Content Creation'],
  },
  {
    id: 31,
    title: 'SEO brief and outline for a blog post',
    description:
      'Use when you want a blog post to rank for a search term and need an SEO outline a writer can follow.',
    prompt:
      'You are an SEO content strategist who writes for people first and search engines second. Create a content brief for a blog post on [topic].\nMain search term: [keyword]\nReader: [target audience] and what they want to achieve\nInclude: the search intent in one sentence; three title options under 60 characters; a meta description under 155 characters; an outline with H2 and H3 headings; the questions each section must answer; suggested internal links to [pages on my site]; and a recommended word count with your reasoning. Avoid keyword stuffing, and don’t quote search volumes or statistics you can’t verify; mark anything I should check.',
    category: 'Marketing',
    tags: ['Content Creation'],
  },
  {
    id: 37,
    title: 'Ten content pieces from one webinar',
    description:
      'For the days after a webinar, talk or podcast, when you want the recording to keep working for you for weeks.',
    prompt:
      'Act as a content repurposing specialist. I ran a webinar on [topic] and want to turn it into content for the next month.\nTranscript or notes: [paste the transcript here]\nMy channels: [for example LinkedIn, newsletter, blog, YouTube Shorts]\nFind the ten strongest ideas, quotes or stories in it. For each, give a numbered entry with: the idea in one line, the best channel and format, a draft hook, and the timestamp or passage it comes from. Then write two of them in full: one LinkedIn post of about 150 words and one newsletter section of about 200 words. Keep my wording where it is strong. Don’t invent quotes, and avoid turning every idea into a list post.',
    category: 'Marketing',
    tags: ['Content Creation', 'LinkedIn'],
  },
  {
    id: 43,
    title: 'Six ad copy variants for an A/B test',
    description:
      'Use when you’re setting up paid social or search ads and want distinct angles to test, not ten rewordings of one idea.',
    prompt:
      'You are a performance copywriter who tests ads for a living. Write ad variants for [product name].\nAudience: [target audience]\nOffer: [offer or call to action]\nPlatform: [Meta, LinkedIn, Google Search or another]\nWrite 6 variants, each built on a different angle: pain point, desired outcome, social proof, objection handling, curiosity and comparison. For each, give a headline within the platform’s character limit, primary text under 125 characters, and the hypothesis the variant tests in one sentence. Present them as a table. Avoid clickbait, fake scarcity and claims like "guaranteed results", and don’t invent reviews or numbers.',
    category: 'Marketing',
    tags: ['Content Creation', 'Innovation'],
  },
  {
    id: 49,
    title: 'Three-email product launch sequence',
    description:
      'Use when you’re launching a product, course or feature and want a short email sequence that builds interest without pressure.',
    prompt:
      'Act as a launch copywriter for small brands. Write a three-email launch sequence for [product name].\nWhat it is and who it’s for: [describe the product and target audience]\nLaunch date and any offer: [date, offer, deadline]\nEmail 1 (three days before): the problem and a behind-the-scenes story. Email 2 (launch day): what it is, what’s included, the price and one clear call to action. Email 3 (last day of the offer): answers to the top three objections and an honest reminder of the deadline. Make each email 150–200 words with two subject line options. Keep a warm, plain-spoken tone. Avoid false urgency, countdown clichés and exclamation marks.',
    category: 'Marketing',
    tags: ['Email Marketing', 'Entrepreneurship'],
  },
  {
    id: 55,
    title: 'One-page brand voice guide',
    description:
      'For when several people write for your brand and it sounds like several different companies.',
    prompt:
      'You are a brand writer who creates practical tone-of-voice guides. Build a one-page voice guide from real examples of our writing.\nMy business: [describe your business]\nThree to five samples we like: [paste samples here]\nOne sample we don’t like: [paste sample here]\nInclude: our voice in three adjectives with "this, not that" pairs (for example "confident, not arrogant"); five writing rules with a before-and-after example each; words we use and words we avoid; and how the tone shifts for social posts, support emails and error messages. Keep it to one page a new starter could read in five minutes. Avoid vague advice like "be authentic" without showing what it means.',
    category: 'Marketing',
    tags: ['Content Creation', 'Personal Branding'],
  },
  {
    id: 61,
    title: 'Customer case study from an interview',
    description:
      'Use after a customer call or interview when you want a case study you can publish or email to prospects.',
    prompt:
      'Act as a B2B case study writer. Turn this customer interview into a case study.\nCustomer and industry: [customer name, industry]\nInterview transcript or notes: [paste your notes here]\nWrite about 400 words under the headings: The challenge, Why they chose us, What changed, In their words. Start with a headline that names the result, not our product. Pull two short quotes directly from the transcript. If the notes include results, use them exactly; if not, describe the change in words and list the numbers I should ask the customer for. Finish with a 100-word email I can send to prospects with the case study. Don’t invent metrics or quotes, and avoid phrases like "leveraged our solution".',
    category: 'Marketing',
    tags: ['Content Creation', 'Email Marketing'],
  },
  {
    id: 67,
    title: 'Press release for a company announcement',
    description:
      'Use when you have news to share, such as a launch, funding, partnership or hire, and want a release journalists can use.',
    prompt:
      'You are a PR professional who has written releases for national and trade press. Draft a press release.\nAnnouncement: [what is happening]\nCompany: [describe your business]\nKey facts: [dates, figures, names of public partners]\nSpokesperson quote ideas: [rough thoughts]\nFollow the standard format: a headline under 12 words, a subheading, a dateline, an opening paragraph that answers who, what, when, where and why, two supporting paragraphs, one quote that sounds like a human said it, an "About" section and a media contact placeholder. No more than 450 words. Avoid hype words such as "revolutionary" and "game-changing", and don’t add any facts I haven’t given you.',
    category: 'Marketing',
    tags: ['Content Creation', 'Entrepreneurship'],
  },
  {
    id: 73,
    title: 'Landing page critique with a fix list',
    description:
      'Use when a landing page gets visits but few sign-ups, and you want a fresh pair of eyes on the copy and layout.',
    prompt:
      'Act as a conversion copywriter and UX reviewer. Critique my landing page.\nPage goal: [sign-up, demo request, purchase]\nVisitor: [target audience] arriving from [traffic source]\nPage copy, top to bottom: [paste the page text here]\nAssess it section by section: is the headline clear in five seconds, does it speak to the visitor’s problem, is there proof, are objections answered, is the call to action obvious? Give me a table with columns: Section, What works, What to change, Suggested rewrite, Priority (high, medium, low). Finish with the three changes to test first. Be direct. Avoid generic advice like "add more social proof" without saying what and where.',
    category: 'Marketing',
    tags: ['UX Research', 'Content Creation'],
  },
  {
    id: 79,
    title: 'Buyer persona built from customer reviews',
    description:
      'Use when you want a buyer persona grounded in what real customers say in reviews, survey comments or support tickets.',
    prompt:
      'You are a customer researcher who builds personas from evidence rather than guesswork. Read these customer reviews and comments and build a buyer persona.\nProduct: [product name]\nReviews and comments: [paste 20 or more reviews here]\nInclude: a short descriptive name, the job they hire the product to do, the triggers that make them buy, their top worries before buying, the words they use to describe the problem (quote them), and what delights or frustrates them afterwards. Tag each point with how many reviews support it. Don’t fill gaps with invented demographics or hobbies; write "not enough evidence" instead.',
    category: 'Marketing',
    tags: ['UX Research', 'Business Strategy'],
  },
  {
    id: 85,
    title: 'Welcome email series for new subscribers',
    description:
      'Use when people sign up to your newsletter or product and you want an onboarding email series that earns their trust.',
    prompt:
      'Act as a lifecycle email marketer. Write a four-email welcome series for new subscribers.\nMy business: [describe your business]\nWhat people signed up for: [lead magnet, newsletter, free trial]\nThe one action I most want new subscribers to take: [action]\nEmail 1 (immediately): deliver what they signed up for and set expectations. Email 2 (day 2): the story of why we exist. Email 3 (day 4): our most useful piece of advice or resource. Email 4 (day 7): invite the key action. For each, give a subject line, preview text and a body under 150 words. Keep it personal and plain. Avoid discounts in the first email and never guilt people into opening.',
    category: 'Marketing',
    tags: ['Email Marketing'],
  },
  {
    id: 91,
    title: 'Sixty-second product demo video script',
    description:
      'For when you need a short video for your website, social channels or a sales email that shows your product in action.',
    prompt:
      'You are a video scriptwriter for short product demos. Write a 60-second script for [product name].\nWho is watching: [target audience]\nThe main problem it solves: [problem]\nThe three features to show: [feature 1], [feature 2], [feature 3]\nFormat it as a two-column table: Visual (what’s on screen) and Voiceover. Open with the problem in the first five seconds, show each feature as a benefit, and end with one call to action. The voiceover must be no more than 150 words so it can be read at a natural pace. Suggest on-screen captions for viewers watching without sound. Avoid reading a feature list aloud and phrases like "introducing the future of".',
    category: 'Marketing',
    tags: ['Content Creation'],
  },
  {
    id: 97,
    title: 'Ranked backlog of marketing experiments',
    description:
      'Use when growth has stalled and you want a list of marketing experiments, ranked so you know what to try first.',
    prompt:
      'Act as a growth marketer who runs disciplined experiments. Help me build an experiment backlog.\nMy business: [describe your business]\nGoal for the next quarter: [goal, for example more demo requests]\nChannels we already use: [channels]\nWhat we’ve tried that didn’t work: [past attempts]\nSuggest 12 experiments across acquisition, activation and retention. Present a table with columns: Experiment, Hypothesis ("If we…, then…, because…"), Metric, Impact (1–5), Confidence (1–5), Ease (1–5) and Score. Sort by score. Keep each experiment small enough to run in two weeks. Don’t suggest tactics that need a big budget or a new hire, and don’t promise specific uplift figures.',
    category: 'Marketing',
    tags: ['Innovation', 'Business Strategy'],
  },
  {
    id: 103,
    title: 'LinkedIn carousel from a blog post',
    description:
      'Use when you’ve written a blog post or article and want to turn it into a swipeable LinkedIn carousel.',
    prompt:
      'You are a LinkedIn creator who designs carousels people save and share. Turn my article into a carousel.\nArticle about [specific topic]: [paste the article or its key points]\nAudience: [target audience]\nWrite 8 to 10 slides as a numbered list. Slide 1 is a hook of no more than 10 words that promises a clear payoff. Each middle slide holds one idea: a short heading and up to 25 words of supporting text. The final slide sums up and asks one question to invite comments. Then write the post text to go with it, under 120 words. Avoid walls of text, jargon and "link in the comments" tricks.',
    category: 'Marketing',
    tags: ['LinkedIn', 'Content Creation'],
  },
];
