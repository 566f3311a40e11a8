import type { Prompt } from '../types';

/** Prompts for productivity: meetings, email, planning, procedures, delegation and focus. */
export const productivityPrompts: readonly Prompt[] = [
  {
    id: 4,
    title: 'Meeting notes turned into actions and owners',
    description:
      'Use straight after a meeting, when you have messy notes or a transcript and need clear actions, owners and deadlines.',
    prompt:
      'Act as an efficient executive assistant. Turn my meeting notes into a clear summary.\nMeeting: [meeting name, date, attendees by role]\nNotes or transcript: [paste your notes here]\nGive me: a three-sentence summary; the decisions made; a table of actions with columns Action, Owner, Deadline, Status; open questions; and anything that needs escalating. Then draft a follow-up email to attendees of no more than 150 words. If an action has no owner or date, write "To confirm" rather than guessing. Keep the wording neutral. Don’t add actions or decisions that aren’t in the notes.',
    category: 'Productivity',
    tags: ['Business Strategy'],
  },
  {
    id: 10,
    title: 'Email inbox triage rules and reply templates',
    description:
      'For when your email inbox is out of control and you want clear rules for what to answer, delegate, file or delete.',
    prompt:
      'You are a productivity coach who specialises in email. Help me set up an inbox triage system.\nMy role: ____________\nThe types of email I get most: [for example client requests, internal updates, newsletters, invoices]\nTime I spend on email each day: [time]\nCreate triage rules as a table with columns: Email type, Action (reply now, schedule, delegate, file, unsubscribe), Time limit, Folder or label. Then write three short reply templates for my most common emails, and suggest filters I could set up in Gmail or Outlook. Finish with a daily routine of no more than two email sessions. Avoid systems with more than five folders.',
    category: 'Productivity',
    tags: ['Innovation', 'Entrepreneurship'],
  },
  {
    id: 16,
    title: 'Realistic weekly plan from your to-do list',
    description:
      'Use on Monday morning or Sunday evening when your to-do list is longer than your week and you need to choose.',
    prompt:
      'Act as a calm, practical planning coach. Help me plan my week.\nMy to-do list: [paste your list here]\nFixed commitments: [meetings, calls, school runs, with days and times]\nMy top goal this week: [goal]\nWhen I do my best thinking: [morning, afternoon, evening]\nFirst sort the list into must-do, should-do and can-wait, with a one-line reason for each. Then lay out a day-by-day plan in a table of time blocks, putting demanding work in my best hours and leaving a fifth of the time unplanned for surprises. List what I should drop, delegate or renegotiate. Be honest about how long things take. Don’t schedule more than six hours of focused work a day.',
    category: 'Productivity',
    tags: ['Entrepreneurship'],
  },
  {
    id: 22,
    title: 'Step-by-step SOP from a messy process',
    description:
      'Use when a task lives in one person’s head and you want a clear standard operating procedure anyone can follow.',
    prompt:
      'You are an operations manager who writes procedures people actually follow. Turn my description of a process into a standard operating procedure.\nThe process: [process name]\nHow it’s done today, in my own words: [paste a rough description or voice-note transcript]\nWho will follow it: [role, experience level]\nTools involved: [software, templates]\nFormat: the purpose in one sentence, when to use it, what you need before starting, numbered steps with one action each, quality checks, common mistakes and what to do if something goes wrong. Write in the imperative ("Open the…", "Check that…"). Flag any step where my description is unclear. Keep it to one page where possible, and avoid jargon a new starter wouldn’t know.',
    category: 'Productivity',
    tags: ['Business Strategy', 'Entrepreneurship'],
  },
  {
    id: 28,
    title: 'Focused meeting agenda with timings',
    description:
      'Use before you send a meeting invite, to check the meeting is needed and give it an agenda that ends in decisions.',
    prompt:
      'Act as a facilitator who runs short, productive meetings. Help me plan a meeting.\nPurpose: [why we are meeting]\nDecisions or outputs needed: [outputs]\nAttendees by role: [roles]\nLength: [minutes]\nFirst, tell me honestly whether this could be an email or a shared document instead. If a meeting is right, write an agenda with timed items, who leads each one, and the question each item must answer. Add any pre-reading attendees need, and a closing five minutes to confirm actions. Finish with a short invitation message. Keep the agenda to no more than five items. Avoid "updates" items with no decision attached.',
    category: 'Productivity',
    tags: ['Business Strategy'],
  },
  {
    id: 34,
    title: 'Delegation brief someone can run with',
    description:
      'For when you’re handing a task to a colleague, freelancer or assistant and want them to succeed without ten follow-up questions.',
    prompt:
      'You are a manager known for clear delegation. Help me write a brief for a task I’m handing over.\nThe task: ____________\nWho I’m delegating to: [role, experience]\nDeadline: [date]\nWhat I know about it: [paste your notes here]\nWrite a brief with: the outcome and why it matters, what "done" looks like, constraints (budget, tools, brand rules), decisions they can make alone and ones to check with me, resources and people to ask, and check-in points. Keep it under 300 words. Write it so they can start without asking me anything. Avoid telling them how to do every step; focus on the result.',
    category: 'Productivity',
    tags: ['Entrepreneurship', 'Business Strategy'],
  },
  {
    id: 40,
    title: 'Spreadsheet formula with a plain explanation',
    description:
      'Use when you’re stuck on an Excel or Google Sheets formula, from lookups and dates to conditional sums.',
    prompt:
      'Act as a patient spreadsheet expert. Help me write a formula.\nTool: [Excel or Google Sheets]\nWhat my data looks like: [column letters and what each holds, with two example rows]\nWhat I want to calculate: [describe the result]\nGive me the formula, then explain how it works part by part in plain English. Show what it returns for my example rows. Offer a simpler alternative if one exists, and mention any common problem, such as numbers stored as text, that might break it. Keep the explanation short. Don’t use scripts or macros unless I ask, and avoid functions that only work in one tool without saying so.',
    category: 'Productivity',
    tags: ['Learning'],
  },
  {
    id: 46,
    title: 'Decision log entry for future you',
    description:
      'Use after any decision worth remembering, so in six months you know what you decided, why, and what you expected.',
    prompt:
      'You are a chief of staff who keeps an excellent decision log. Help me record a decision.\nThe decision: ____________\nDate and who was involved: [date, roles]\nContext: [paste notes or the discussion]\nWrite a log entry with: the decision in one sentence, the problem it solves, the options considered and why they were rejected, the assumptions we are relying on, what we expect to happen and by when, and a review date. Keep it under 200 words. Then suggest two signals that would tell us the decision was wrong. Use neutral language. Don’t rewrite history to make the decision look obvious.',
    category: 'Productivity',
    tags: ['Business Strategy'],
  },
  {
    id: 52,
    title: 'Deep work schedule for a busy week',
    description:
      'For when meetings and messages are eating your days and you need protected time for focused work.',
    prompt:
      'Act as a focus coach who helps people protect time for deep work. Design my focus-time plan.\nMy job: [role]\nMy calendar this week: [paste or describe meetings]\nThe demanding work I need to do: [projects]\nMy biggest distractions: [for example Slack, email, noise]\nGive me: two to four focus blocks of 60–120 minutes each, placed around my meetings; a start-up ritual and a shutdown ritual; rules for notifications during blocks; and a short message I can send my team explaining when I’m unavailable. Present the blocks in a table by day. Keep it realistic for my role. Avoid suggesting I skip meetings I can’t control or get up at 5 AM.',
    category: 'Productivity',
    tags: ['Learning'],
  },
  {
    id: 58,
    title: 'Task audit to find work for AI',
    description:
      'Use when you suspect AI could save you hours but you’re not sure which of your tasks to hand over first.',
    prompt:
      'You are an AI workflow consultant. Help me find which of my tasks AI could help with.\nMy role: [role]\nA typical week, task by task: [list tasks with rough hours]\nTools I have access to: [AI assistants, automation tools]\nCreate a table with columns: Task, Hours per week, AI suitability (high, medium, low), How AI could help (draft, summarise, analyse, automate), What I must still check, Example prompt. Sort it by the hours it could save. Then pick the three tasks to start with this week. Be realistic about what needs human judgement. Avoid suggesting AI for anything involving confidential data without a warning, and don’t promise exact time savings.',
    category: 'Productivity',
    tags: ['Innovation'],
  },
  {
    id: 64,
    title: 'One-page brief from a long document',
    description:
      'Use when you have a long report, policy or proposal to read and need the key points for a busy decision-maker.',
    prompt:
      'Act as a senior analyst who writes briefings for executives. Turn this long document into a one-page brief.\nDocument: [paste the text here]\nWho will read the brief: [role]\nWhat they need to decide or know: [purpose]\nStructure: the bottom line in two sentences; five key points; what it means for us; risks or weak spots in the document’s argument; and questions to ask the authors. Quote the document where precision matters and give section references. No more than 350 words. Don’t add information that isn’t in the document, and say clearly if something important is missing.',
    category: 'Productivity',
    tags: ['Business Strategy', 'Learning'],
  },
  {
    id: 70,
    title: 'Project status update email for stakeholders',
    description:
      'Use each week or month when stakeholders want to know how a project is going and you want an update they’ll actually read.',
    prompt:
      'You are a project manager known for clear, honest status updates. Write this week’s update from my notes.\nProject: [project name and goal]\nAudience: [stakeholders by role]\nMy notes: [progress, blockers, changes, next steps]\nFormat: a subject line with the overall status (on track, at risk, off track); a three-line summary; progress since the last update; risks and blockers, with what I need from whom; and next steps with dates. Keep it under 250 words and easy to scan. Don’t soften bad news until it disappears, and avoid acronyms without explaining them.',
    category: 'Productivity',
    tags: ['Business Strategy'],
  },
  {
    id: 76,
    title: 'Reusable prompt template for a repeat task',
    description:
      'For when you do the same task with AI again and again and want one reliable prompt template instead of starting over.',
    prompt:
      'Act as a prompt engineer who builds reusable templates for non-technical teams. Help me turn a task I do often into a reusable prompt.\nThe task: [for example weekly reports, replies to enquiries]\nWhat a great result looks like: [paste an example]\nWhat usually goes wrong: [problems]\nWrite a template that sets a role, gives context, lists the inputs as blanks in square brackets, specifies the output format and length, and states what to avoid. Then fill it in once with my example so I can test it, and list three ways to improve it if the output disappoints. Keep the template under 150 words. Avoid vague instructions like "make it good".',
    category: 'Productivity',
    tags: ['Innovation', 'Learning'],
  },
  {
    id: 82,
    title: 'Project kick-off plan with milestones',
    description:
      'Use when a new project is starting and you need scope, milestones, roles and risks on paper before the kick-off meeting.',
    prompt:
      'You are an experienced project manager. Create a kick-off plan for my project.\nProject: ____________\nGoal and deadline: ____________\nTeam and roles: [roles]\nBudget and constraints: [constraints]\nInclude: a one-paragraph project summary; what’s in and out of scope; five to seven milestones in a table with dates and owners; a simple RACI chart for the main tasks; the top five risks with mitigations; and how and when we’ll communicate. Keep it to what a small team can maintain. Avoid heavy methodology terms, and don’t set milestones less than a week apart.',
    category: 'Productivity',
    tags: ['Business Strategy', 'Entrepreneurship'],
  },
  {
    id: 88,
    title: 'Clear rewrite of a rambling draft',
    description:
      'Use when an email, report or message you’ve written feels long and muddled, and you want it shorter and clearer.',
    prompt:
      'Act as a sharp editor who values plain English. Edit my draft for clarity.\nDraft: [paste your text here]\nWho will read it: [reader]\nWhat I want them to do after reading: [action]\nGive me the rewritten version, at least 30% shorter, with the main point in the first two sentences. Then give a short list of the main changes you made and why. Keep my meaning and my voice; don’t make me sound like a corporate brochure. Avoid adding new content, and keep any facts, names and numbers exactly as they are.',
    category: 'Productivity',
    tags: ['Content Creation'],
  },
  {
    id: 94,
    title: 'Team retrospective plan and questions',
    description:
      'For the end of a project or sprint, when you want your team to learn from what happened without blame.',
    prompt:
      'You are an agile coach who runs blameless retrospectives. Plan a 45-minute retrospective for my team.\nTeam and project: [team, what we worked on]\nWhat happened: [highlights, problems, tensions]\nSetting: [remote or in person]\nGive me: an agenda with timings; an opening check-in question; a main exercise suited to what happened (for example start-stop-continue or a timeline); five prompting questions; a way to vote on the top issues; and a close that produces two or three actions with owners. Add a short note on handling a sensitive issue if one comes up. Avoid blaming language, and keep the plan simple enough to run without preparation.',
    category: 'Productivity',
    tags: ['Learning', 'Business Strategy'],
  },
  {
    id: 100,
    title: 'Handover notes before time off',
    description:
      'Use in the days before a holiday or leave so colleagues can cover your work and you can switch off properly.',
    prompt:
      'Act as an organised colleague who writes excellent handovers. Help me write handover notes before I go on leave.\nDates away: [dates]\nMy role: [role]\nWork in progress: [projects, their status and next steps]\nPeople covering for me: [roles]\nProduce a document with: a summary table (Item, Status, Next step, Who covers, Deadline); key contacts by role; where to find files; what can wait until I’m back; and when, if ever, to contact me. Then write my out-of-office message in under 60 words. Keep it easy to scan. Don’t include passwords or confidential client details, even if they are in my notes.',
    category: 'Productivity',
    tags: ['Business Strategy'],
  },
  {
    id: 106,
    title: 'Calendar audit with meetings to cut',
    description:
      'For when your calendar is full of recurring meetings and you want to win back hours each week without upsetting anyone.',
    prompt:
      'You are a time management adviser. Audit my calendar and help me win back time.\nMy recurring meetings: [list each with its length, frequency and my role in it]\nMy priorities this quarter: [priorities]\nFor each meeting, give a recommendation in a table with columns: Meeting, Hours per month, Value to my priorities (high, medium, low), Recommendation (keep, shorten, meet less often, replace with a written update, decline), Reason. Add the total hours I would win back. Then draft a polite message for the two meetings I should leave. Keep the tone respectful. Avoid recommending I drop meetings where I’m the decision-maker without a replacement.',
    category: 'Productivity',
    tags: ['Entrepreneurship'],
  },
];
