import type { Prompt } from '../types';

/** Prompts for UX research: interviews, recruiting, usability tests, synthesis and personas. */
export const uxResearchPrompts: readonly Prompt[] = [
  {
    id: 5,
    title: 'Interview guide for customer discovery',
    description:
      'Use before customer discovery interviews, when you want to learn about real problems rather than hear opinions on your idea.',
    prompt:
      'Act as an experienced UX researcher who trains teams in customer discovery. Write an interview guide.\nWhat we’re exploring: [problem area]\nWho we’re interviewing: [target audience]\nWhat we want to learn: [research questions]\nInterview length: [minutes]\nStructure the guide with timings: introduction and consent script, warm-up, questions about past behaviour ("Tell me about the last time…"), deeper follow-ups, and wrap-up. Write 12–15 open questions with suggested probes. Don’t include leading questions or ones that ask people to predict their future behaviour, and avoid mentioning our solution until the final minutes, if at all.',
    category: 'UX Research',
    tags: ['UX Research', 'Entrepreneurship'],
  },
  {
    id: 11,
    title: 'Screener survey for research participants',
    description:
      'Use when you’re recruiting people for interviews or usability tests and need a screener that finds the right participants.',
    prompt:
      'You are a UX research operations specialist. Write a screener survey to recruit participants.\nStudy: [interviews, usability test or diary study] about [specific topic]\nPeople we need: [target audience and key behaviours]\nPeople to exclude: [for example competitors, people who work in research or marketing]\nNumber of participants: [number]\nWrite 8–10 questions, mostly multiple choice, as a numbered list. For each, give the answer options and mark which answers qualify, disqualify or need a mix. Include one open question to check how well people express themselves. Put the key disqualifiers first. Avoid questions that reveal the "right" answer, and don’t ask for sensitive personal data we don’t need.',
    category: 'UX Research',
    tags: ['UX Research'],
  },
  {
    id: 17,
    title: 'Interview notes synthesised into themes',
    description:
      'Use after a round of user interviews, when you have pages of notes and need themes, evidence and insights to share.',
    prompt:
      'Act as a senior UX researcher skilled at synthesis. Analyse my interview notes and find the themes.\nResearch question: [what we set out to learn]\nNotes from [number] interviews, labelled P1, P2 and so on: [paste your notes here]\nGive me 4–7 themes. For each: a short theme name, an insight statement (what’s true and why it matters), supporting quotes with participant labels, how many participants it applies to, and any contradicting evidence. Then list surprises and open questions for the next round. Present it as a table followed by a short summary. Don’t overstate findings from one or two participants, and avoid turning themes into feature requests.',
    category: 'UX Research',
    tags: ['UX Research'],
  },
  {
    id: 23,
    title: 'Usability test script for a prototype',
    description:
      'Use before testing a prototype, website or app with users, so every session runs the same way and results compare.',
    prompt:
      'You are a UX researcher who moderates usability tests. Write a test script for my prototype.\nProduct and prototype: [product name, what the prototype covers]\nParticipants: [target audience]\nWhat we want to learn: [key questions]\nSession: [minutes], [remote or in person]\nInclude: a welcome and consent script explaining that we’re testing the design, not them; a think-aloud practice; five realistic task scenarios with success criteria; follow-up questions after each task; and closing questions, including a simple ease rating. Write tasks as scenarios, not instructions. Avoid using the words that appear on the interface buttons, and don’t help participants when they get stuck.',
    category: 'UX Research',
    tags: ['UX Research'],
  },
  {
    id: 29,
    title: 'Customer journey map from research',
    description:
      'For when you want to see the whole customer experience, from first hearing about you to renewing, based on real research.',
    prompt:
      'Act as a service designer who builds journey maps from evidence. Create a customer journey map.\nProduct or service: [describe your business]\nCustomer type: [target audience]\nResearch I have: [paste interview notes, survey results or support data]\nMap the stages from awareness to loyalty. For each stage, give a table row with: Customer goal, Actions, Touchpoints, Thoughts (quotes where possible), Feelings (positive, neutral, negative), Pain points, Opportunities. Then highlight the three moments that matter most. Keep to what the research supports and mark gaps as "Needs research". Avoid assuming a single happy path.',
    category: 'UX Research',
    tags: ['UX Research', 'Business Strategy'],
  },
  {
    id: 35,
    title: 'Jobs-to-be-done statements from interviews',
    description:
      'Use when you want to understand why customers really choose a product, to guide product decisions or messaging.',
    prompt:
      'You are a product researcher who uses the jobs-to-be-done framework. Turn my research into job statements.\nProduct area: [product name or category]\nResearch notes: [paste interview notes or quotes here]\nWrite 5–8 job statements in the format "When [situation], I want to [motivation], so I can [expected outcome]." For each, add the functional, emotional and social dimensions, what people currently hire to get the job done, and the struggles they face. Then group them into a main job and related jobs. Keep the statements free of product features and brand names. Don’t create jobs the notes don’t support.',
    category: 'UX Research',
    tags: ['UX Research', 'Innovation'],
  },
  {
    id: 41,
    title: 'Survey questions checked for bias',
    description:
      'Use before you send a customer survey, to catch leading, confusing or double-barrelled questions that would skew results.',
    prompt:
      'Act as a survey methodologist. Review my draft survey for bias and clarity.\nPurpose of the survey: [the decision it will inform]\nRespondents: [target audience]\nDraft questions and answer options: [paste the survey here]\nFor each question, give a table row with: Question number, Problem (leading, double-barrelled, ambiguous, missing option, unbalanced scale, too long), Why it matters, Improved version. Then comment on the order of the questions and the overall length, and suggest what to cut. Keep the survey under 10 minutes. Don’t add questions unless a research goal is missing, and avoid jargon respondents wouldn’t use.',
    category: 'UX Research',
    tags: ['UX Research'],
  },
  {
    id: 47,
    title: 'One-page UX research plan',
    description:
      'Use when you need to agree a research study with your team or stakeholders before recruiting a single participant.',
    prompt:
      'You are a UX research lead. Write a one-page research plan I can share with stakeholders.\nProduct or feature: [product name]\nThe decision this research will inform: [decision]\nWhat we already know: [existing data, past research]\nTimeline and budget: [details]\nInclude: background, three to five research questions, the method and why it fits, participants and recruitment, timeline, deliverables, and how the findings will be used. Add risks and limitations. Keep it to one page. Avoid choosing a method before the research questions are clear, and don’t promise statistically significant results from small qualitative samples.',
    category: 'UX Research',
    tags: ['UX Research', 'Business Strategy'],
  },
  {
    id: 53,
    title: 'Evidence-based persona for your product team',
    description:
      'For when your team designs for "everyone" and you need a persona built from research that guides real product decisions.',
    prompt:
      'Act as a UX researcher who builds personas people actually use. Create a persona from my research.\nProduct: [product name]\nResearch data: [paste interview notes, survey summaries, analytics observations]\nBuild a one-page persona with: a descriptive name based on behaviour (for example "The cautious switcher"), goals, key tasks, frustrations, motivations, context of use, a representative quote from the data, and "What this means for design" with three points. Note which research each part comes from. Avoid fictional details such as age, hobbies or a stock-photo description unless the data shows they matter.',
    category: 'UX Research',
    tags: ['UX Research'],
  },
  {
    id: 59,
    title: 'Heuristic review of a screen or flow',
    description:
      'Use when you want a quick expert review of a screen, form or flow before user testing or a design hand-off.',
    prompt:
      'You are a senior UX designer doing a heuristic evaluation with Nielsen’s ten usability heuristics. Review my screen or flow.\nProduct and user goal: [product name, what the user is trying to do]\nThe flow: [describe each step or attach screenshots]\nGive me a table with columns: Step, Heuristic, Issue, Severity (1 cosmetic to 4 critical), Recommendation. Then list three things the design does well. Prioritise the issues that stop people completing the task. Be specific about what you see. Don’t comment on visual taste unless it affects usability, and avoid recommendations that need a full redesign.',
    category: 'UX Research',
    tags: ['UX Research'],
  },
  {
    id: 65,
    title: 'Accessibility checklist for a web page',
    description:
      'Use before launching a page or feature, to check it works for people using screen readers, keyboards or magnification.',
    prompt:
      'Act as an accessibility specialist familiar with WCAG 2.2. Create a practical checklist for my page.\nPage or feature: [what it is and what users do there]\nElements on it: [forms, images, video, menus, tables, pop-ups]\nGive me a checklist grouped by: keyboard, screen readers, colour and contrast, text and readability, forms and errors, and media. Write each item as a yes-or-no check in plain English, with how to test it in a few minutes. Mark the items most likely to block someone completely. Keep it to 25 items or fewer. Avoid quoting guideline numbers without explaining them, and don’t treat an automated checker as enough.',
    category: 'UX Research',
    tags: ['UX Research'],
  },
  {
    id: 71,
    title: 'Research readout deck for stakeholders',
    description:
      'Use when your research is done and you need to present findings to stakeholders so they lead to decisions, not a shrug.',
    prompt:
      'You are a UX research lead who is good at influencing stakeholders. Turn my findings into a readout.\nStudy: [what we studied, method, participants]\nFindings: [paste your synthesis here]\nAudience: [product managers, executives, engineers]\nWhat I want them to decide: [decision]\nCreate a 10-slide outline as a numbered list: for each slide, a headline that states the finding as a sentence, three bullet points of evidence, and a suggested visual. Start with the key takeaway and end with recommendations and next steps. Add three questions stakeholders are likely to ask, with answers. Avoid research jargon, and don’t present every finding; choose the ones that affect the decision.',
    category: 'UX Research',
    tags: ['UX Research', 'Business Strategy'],
  },
  {
    id: 77,
    title: 'Recruitment email for research participants',
    description:
      'Use when you need customers to take part in interviews or tests, and want an email that gets replies and sets expectations.',
    prompt:
      'Act as a UX researcher who recruits from an existing customer base. Write a recruitment email.\nWho we want to speak to: [target audience]\nWhat the session involves: [interview or test, length, remote or in person]\nThank-you gift: [incentive]\nHow to sign up: [booking link or reply]\nWrite an email under 150 words with: why we’re asking them, what they’ll do, what they’ll get, how their data is used, and one clear call to action. Give two friendly subject line options. Make it sound like a person, not a system. Avoid implying it’s a sales call, and don’t pressure people who would rather not take part.',
    category: 'UX Research',
    tags: ['UX Research', 'Email Marketing'],
  },
  {
    id: 83,
    title: 'Diary study prompts for two weeks',
    description:
      'For when you want to understand how people use a product or handle a task over days, not just in one interview.',
    prompt:
      'You are a UX researcher who designs diary studies. Create prompts for a two-week diary study.\nTopic: [topic]\nParticipants: [target audience]\nHow they’ll respond: [app, WhatsApp, email, form]\nWrite: a welcome message explaining the study; a short entry prompt for each time the behaviour happens (no more than four questions); five prompts for every other day that explore different angles; a mid-study check-in; and a final reflection. Ask for photos or screenshots where useful. Keep each prompt answerable in under five minutes on a phone. Avoid leading wording, and don’t ask the same question in the same words every day.',
    category: 'UX Research',
    tags: ['UX Research'],
  },
  {
    id: 89,
    title: 'Codebook for open-ended survey answers',
    description:
      'Use when a survey has hundreds of open-ended answers and you need them coded and counted, not just skimmed.',
    prompt:
      'Act as a qualitative researcher. Code the open-ended answers from my survey.\nSurvey question: [the question asked]\nAnswers: [paste the answers, one per line]\nFirst propose a codebook of 6–12 codes, each with a name, a definition and an example answer. Then apply the codes and give a table with columns: Code, Number of answers, Percentage of answers, Two representative quotes. An answer can have more than one code. Finish with three insights and one surprising finding. Be consistent and show counts, not impressions. Don’t merge codes just to tidy the list, and avoid a catch-all "Other" code above 10% of answers.',
    category: 'UX Research',
    tags: ['UX Research'],
  },
  {
    id: 95,
    title: 'How-might-we questions from research insights',
    description:
      'Use after research synthesis, to turn insights into questions your team can brainstorm around in a design workshop.',
    prompt:
      'You are a design facilitator who runs ideation workshops. Turn my research insights into "How might we" questions.\nProduct: [product name]\nInsights: [paste three to six insights here]\nFor each insight, write three "How might we…" questions: one broad, one focused, and one that flips the problem. Mark the one you would bring to the workshop. Then suggest a 60-minute workshop outline around the chosen questions, with timings and one warm-up exercise. Keep each question short and open. Avoid questions that hide a solution ("How might we add a chatbot…") or are so broad nobody knows where to start.',
    category: 'UX Research',
    tags: ['UX Research', 'Innovation'],
  },
  {
    id: 101,
    title: 'Form microcopy review and rewrite',
    description:
      'Use when a sign-up, checkout or contact form loses people and you suspect the labels, hints or error messages.',
    prompt:
      'Act as a UX writer specialising in forms. Review and rewrite the microcopy for my form.\nForm purpose: [sign-up, checkout, enquiry]\nUsers: [target audience]\nCurrent copy, field by field: [paste labels, hints, buttons, error messages]\nGive me a table with columns: Element, Current copy, Problem, Rewrite. Make labels clear, hints helpful, buttons say what happens next, and error messages explain how to fix the problem. Add a line explaining why we need any sensitive data. Keep it concise and friendly. Avoid blaming the user ("You entered an invalid…"), technical codes and jokes in error messages.',
    category: 'UX Research',
    tags: ['UX Research', 'Content Creation'],
  },
];
