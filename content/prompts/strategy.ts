import type { Prompt } from '../types';

/** Prompts for strategy: planning, competition, pricing, OKRs, scenarios and decisions. */
export const strategyPrompts: readonly Prompt[] = [
  {
    id: 2,
    title: 'SWOT analysis that leads to actions',
    description:
      'Use when you’re planning the year ahead or a new move and want a SWOT analysis that ends in decisions, not a pretty grid.',
    prompt:
      'Act as a strategy consultant who dislikes SWOT analyses that go nowhere. Run a SWOT for my business and turn it into action.\nMy business: [describe your business]\nMarket and main competitors: [market, competitors]\nWhat’s going well and badly right now: [notes]\nFirst give the SWOT as a four-box table with no more than five points per box, each specific to my situation. Then add a TOWS section: two actions that use strengths to seize opportunities, two that fix weaknesses, and two that protect against threats. End with the single action you would start this month and why. Avoid generic entries like "strong team" or "economic uncertainty" unless you explain what they mean for me.',
    category: 'Strategy',
    tags: ['Business Strategy'],
  },
  {
    id: 8,
    title: 'Competitor map with gaps to exploit',
    description:
      'For when you need to understand where you stand against competitors before a pitch, a pricing change or a product plan.',
    prompt:
      'You are a competitive intelligence analyst. Build a competitor map for my market.\nMy product: [product name] for [target audience]\nCompetitors to include: [three to six competitors, including indirect ones]\nWhat I know about them: [paste notes, pricing pages or reviews]\nCreate a table with columns: Competitor, Target customer, Core promise, Pricing model, Strengths, Weaknesses, What their customers complain about. Then suggest two axes that genuinely separate the market and describe where each competitor sits on them. Finish with three gaps we could own. Base everything on the notes I’ve given you and clearly mark any assumption. Don’t invent revenue figures, customer counts or market share.',
    category: 'Strategy',
    tags: ['Business Strategy'],
  },
  {
    id: 14,
    title: 'Quarterly OKRs from a broad goal',
    description:
      'Use at the start of a quarter when your team has a big ambition and needs objectives and key results it can track.',
    prompt:
      'Act as an experienced OKR coach. Help me turn a broad goal into quarterly OKRs.\nTeam and size: [team, number of people]\nThe broad goal: [for example "grow the business" or "improve retention"]\nWhere we are now: [current numbers or situation]\nWrite two objectives that are inspiring but concrete, each with three measurable key results that state a starting point and a target. Add the main initiatives that would move each key result, and flag any key result that is really a task in disguise. Format it as a nested list. Keep it achievable in 13 weeks with the team I’ve described. Avoid vanity metrics and key results we can’t measure with the data we have.',
    category: 'Strategy',
    tags: ['Business Strategy'],
  },
  {
    id: 20,
    title: 'Pre-mortem for a new project',
    description:
      'Use before you commit to a launch, hire or big project, to spot what could go wrong while there’s still time to fix it.',
    prompt:
      'You are a seasoned project leader running a pre-mortem. Imagine it is [date six months from now] and my project has failed badly.\nThe project: [describe the project and its goal]\nTeam, budget and deadline: [details]\nWrite the short story of why it failed, then list the ten most likely causes in a table with columns: Cause, Early warning sign, Likelihood (low, medium, high), Impact (low, medium, high), Prevention step. Include causes from people, process, market, technology and money. Finish with the three prevention steps I should take this week. Be candid, not gloomy. Avoid vague risks like "poor communication" without saying what would actually go wrong.',
    category: 'Strategy',
    tags: ['Business Strategy', 'Innovation'],
  },
  {
    id: 26,
    title: 'Three pricing models to test',
    description:
      'For founders and product teams rethinking pricing, whether you’re launching, raising prices or adding a new tier.',
    prompt:
      'Act as a pricing strategist for small businesses and SaaS products. Help me design pricing options.\nMy business: [describe your business]\nWho buys and why: [customers, the value they get]\nCurrent pricing, if any: [prices]\nCompetitor prices I know of: [prices]\nPropose three distinct pricing models (for example tiered, usage-based, or flat with add-ons). For each: the structure, example price points with reasoning tied to value, who it suits, the risks, and how I could test it cheaply in 30 days. Put a comparison table at the end. Don’t rely on psychological pricing tricks or invented benchmarks, and keep each model to no more than three tiers so buyers aren’t confused.',
    category: 'Strategy',
    tags: ['Entrepreneurship', 'Business Strategy'],
  },
  {
    id: 32,
    title: 'Business model canvas for a new idea',
    description:
      'Use when you’re exploring a new business or side project and want the whole model on one page before you build anything.',
    prompt:
      'You are a start-up adviser who has helped many first-time founders. Fill in a Business Model Canvas for my idea.\nThe idea: ______________________\nWho I think the customer is: ______________________\nHow I think it will make money: ______________________\nCover all nine blocks: Customer segments, Value propositions, Channels, Customer relationships, Revenue streams, Key resources, Key activities, Key partnerships and Cost structure. Use two to four bullet points per block. Then list the three riskiest assumptions in the canvas and a quick, cheap test for each. Keep the language plain. Avoid assuming I have funding or a team, and don’t pad blocks with generic entries.',
    category: 'Strategy',
    tags: ['Entrepreneurship', 'Innovation'],
  },
  {
    id: 38,
    title: 'One-page investor update',
    description:
      'Use each month or quarter when you owe investors or your board an update and want it honest, short and easy to read.',
    prompt:
      'Act as a founder-friendly finance director who has read hundreds of investor updates. Write this period’s update from my notes.\nCompany: [describe your business]\nPeriod: [month or quarter]\nKey numbers: [revenue, burn, runway, customers]\nWins, misses and lessons: [paste your notes here]\nWhere we need help: [introductions, hires, advice]\nStructure: a three-line summary, key metrics in a small table compared with last period, highlights, lowlights with what we’re doing about them, and specific asks. Keep it under 400 words. Lead with bad news rather than burying it. Avoid spin, and don’t round numbers or add any I haven’t provided.',
    category: 'Strategy',
    tags: ['Entrepreneurship', 'Business Strategy'],
  },
  {
    id: 44,
    title: 'Three scenarios for the next 18 months',
    description:
      'For leadership teams planning in uncertain times, when one forecast isn’t enough and you need to prepare for several futures.',
    prompt:
      'You are a scenario planner who helps leadership teams prepare for uncertainty. Build three scenarios for my organisation.\nOrganisation: [describe your business]\nThe two biggest uncertainties we face: [uncertainty 1], [uncertainty 2]\nTime horizon: 18 months\nUse the two uncertainties as axes and pick three of the four futures they create. For each scenario give: a memorable name, a short narrative of how it unfolds, early signals that it is happening, what it means for revenue, people and product, and two no-regret moves. End with the actions that make sense in every scenario. Keep each scenario under 150 words. Avoid predicting which one will happen, and don’t use made-up forecasts.',
    category: 'Strategy',
    tags: ['Business Strategy', 'Innovation'],
  },
  {
    id: 50,
    title: 'Market sizing with transparent assumptions',
    description:
      'Use when you need a market size for a pitch deck or business plan and want every assumption laid out for anyone to challenge.',
    prompt:
      'Act as an analyst who builds bottom-up market sizing models. Help me estimate the market for [product name].\nTarget customer: [target audience]\nGeography: [country or region]\nPrice per customer per year: [price]\nBuild the estimate from the bottom up: the number of potential customers, the share that has the problem, the share that could afford and reach us, and revenue per customer. Show every step in a table with columns: Assumption, Value, Source or reasoning, Confidence (low, medium, high). Then give TAM, SAM and SOM in one line each. Mark any figure I need to look up rather than guessing it. Don’t present estimates as facts, and avoid top-down "1% of a huge market" reasoning.',
    category: 'Strategy',
    tags: ['Entrepreneurship', 'Business Strategy'],
  },
  {
    id: 56,
    title: 'Decision memo with a clear recommendation',
    description:
      'For when a decision is stuck in meetings and you need to write the options down and recommend one.',
    prompt:
      'You are a chief of staff who writes crisp decision memos. Help me write one.\nThe decision: ____________\nWho decides and by when: ____________\nThe options we’re considering: [option A], [option B], [option C]\nWhat I know so far: [paste your notes here]\nUse this structure: Context (three sentences), Options with the pros, cons, cost and risk of each, Recommendation with reasoning, What would change my mind, Next steps with owners. Keep it under one page. Write in plain, neutral language so each option gets a fair hearing before the recommendation. Avoid hedging every sentence, and don’t bury the recommendation in a long paragraph.',
    category: 'Strategy',
    tags: ['Business Strategy'],
  },
  {
    id: 62,
    title: 'Customer insights from support tickets',
    description:
      'Use when you have a pile of support tickets, chat logs or complaints and want to know what they mean for your strategy.',
    prompt:
      'Act as a customer insights analyst. Read these support tickets and tell me what they reveal.\nProduct: [product name]\nTickets or chat excerpts: [paste 30 or more here, anonymised]\nGroup them into themes and give a table with columns: Theme, Number of tickets, Example quote, Likely root cause, Business impact (revenue, retention, cost to serve). Then separate quick fixes from deeper product or strategy problems. Finish with three questions I should investigate in customer interviews. Count carefully and show your working. Don’t guess at themes the tickets don’t support, and keep customers’ personal details out of the output.',
    category: 'Strategy',
    tags: ['UX Research', 'Business Strategy'],
  },
  {
    id: 68,
    title: 'A 90-day AI adoption roadmap for your team',
    description:
      'Use when your team wants to use AI tools properly but nobody knows where to start, what’s safe or what to try first.',
    prompt:
      'You are a consultant who helps small teams adopt AI tools sensibly. Create a 90-day AI adoption roadmap.\nTeam: [team, size, what they do]\nTools we already have: [for example ChatGPT, Microsoft Copilot, Notion AI]\nOur main time-wasters: [repetitive tasks]\nRules on data or clients: [constraints]\nSplit the roadmap into three 30-day phases: try, standardise, scale. For each phase list the goals, two or three use cases, who leads, the training needed, simple guardrails for data privacy, and how we’ll measure time saved. End with a one-paragraph draft policy on acceptable use. Keep it practical for a team without a technical specialist. Avoid hype, and don’t recommend a tool for client data without noting the risk.',
    category: 'Strategy',
    tags: ['Innovation', 'Business Strategy', 'Learning'],
  },
  {
    id: 74,
    title: 'Two-week validation plan for a business idea',
    description:
      'For founders and side-project builders who want to test demand for an idea before spending months building it.',
    prompt:
      'Act as a lean start-up coach. I have an idea and two weeks to find out whether anyone wants it.\nThe idea: [describe the idea]\nWho I think needs it: [target audience]\nHours per week I can spend: [hours]\nBudget: [budget]\nIdentify the riskiest assumption first. Then give a day-by-day plan for 14 days with activities such as problem interviews, a landing page test, a pre-sale or a hand-run version of the service. For each test, state the result that would count as a clear yes, a maybe and a no. Include a short script for the first five customer conversations. Avoid asking friends and family for validation, and don’t treat compliments as evidence.',
    category: 'Strategy',
    tags: ['Entrepreneurship', 'Innovation'],
  },
  {
    id: 80,
    title: 'Stakeholder map and message plan',
    description:
      'Use before a big change, proposal or restructure when you need to know who to win over and what to say to each of them.',
    prompt:
      'You are an organisational change adviser. Help me map the stakeholders for my initiative.\nThe initiative: [describe the change or proposal]\nPeople and groups involved: [roles, not names, with what you know of their views]\nPlace each stakeholder on a power and interest grid, then give a table with columns: Stakeholder, What they care about, Likely concerns, Current stance, Key message, Best channel, Who should talk to them. Add a sequence: who to speak to first, second and third, and why. Keep the messages honest and specific to each group. Avoid manipulation tactics, and don’t assume people oppose the change just because they ask questions.',
    category: 'Strategy',
    tags: ['Business Strategy'],
  },
  {
    id: 86,
    title: 'Go-to-market plan for a new product',
    description:
      'Use when a product or service is nearly ready and you need a launch plan covering audience, channels, pricing and timing.',
    prompt:
      'Act as a go-to-market lead who has launched products at start-ups and scale-ups. Create a go-to-market plan.\nProduct: [product name], which [what it does]\nFirst customer segment: [target audience]\nPrice: [price]\nLaunch date and team: [date, people available]\nCover: the first segment and why, the core message, the two or three channels to focus on first, the sales motion (self-serve, sales-led or partner), launch week activities, the first 90 days after launch, and five metrics to track weekly. Present it as sections with bullet points and a simple timeline table. Make choices rather than listing everything. Avoid recommending every channel at once.',
    category: 'Strategy',
    tags: ['Business Strategy', 'Entrepreneurship'],
  },
  {
    id: 92,
    title: 'Build, buy or partner comparison',
    description:
      'For when you need a new capability, such as software, a service or a skill, and must decide whether to build, buy or partner.',
    prompt:
      'You are a strategy adviser who helps leadership teams make build, buy or partner decisions. Compare the options for my situation.\nThe capability we need: [capability]\nWhy it matters to our strategy: [reason]\nBudget, timeline and in-house skills: [details]\nOptions on the table: [any vendors or partners, if known]\nGive a table comparing build, buy and partner on: upfront cost, ongoing cost, time to value, control, differentiation, risk and how hard it is to exit. Score each from 1 to 5 and explain the scores. Then recommend one option and say what would make you change your mind. Avoid assuming building is cheaper because salaries are already paid, and don’t quote vendor prices you can’t confirm.',
    category: 'Strategy',
    tags: ['Business Strategy', 'Innovation'],
  },
  {
    id: 98,
    title: 'Strategy on a page for the year ahead',
    description:
      'Use when your plan lives in a long document nobody reads and you want a one-page strategy the whole team can remember.',
    prompt:
      'Act as a strategy facilitator. Distil my plan into a one-page strategy.\nOur mission or purpose: ____________\nWhere we are today: ____________\nOur long plan or notes: [paste your notes here]\nProduce a single page with: a one-sentence ambition for the year, three strategic priorities (each with why it matters and what success looks like), what we will stop doing, the key metrics we will review monthly, and the values that guide trade-offs. Use short phrases a team member could repeat from memory. No more than 250 words in total. Avoid filler words like "leverage", "best-in-class" and "holistic".',
    category: 'Strategy',
    tags: ['Business Strategy'],
  },
  {
    id: 104,
    title: 'Ten new product ideas from customer pains',
    description:
      'Use when you want fresh product or service ideas grounded in real customer problems rather than blue-sky brainstorming.',
    prompt:
      'You are an innovation strategist who runs ideation workshops. Generate new product ideas for my business.\nMy business: [describe your business]\nCustomer pains we hear most: [list pains or paste feedback]\nOur unfair advantages: [skills, data, audience, partnerships]\nGive me 10 ideas as a numbered list. For each: a name, the pain it solves, how it uses one of our advantages, the simplest version we could test in a month, and one risk. Include at least two ideas that change the business model (for example a subscription, a marketplace or a service), not just features. Then pick your top three and explain why. Avoid ideas that need technology we don’t have, and don’t assume a big budget.',
    category: 'Strategy',
    tags: ['Innovation', 'Entrepreneurship'],
  },
];
