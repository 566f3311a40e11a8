import type { ResourceDocument } from '../types';

/** Source of prompt-template-pack.pdf. */
export const promptTemplatePack: ResourceDocument = {
  pdfPath: 'prompt-template-pack.pdf',
  subtitle:
    'Sixteen fill-in-the-blank prompts for emails, meeting notes, reports and brainstorming. Fill in the square brackets, paste and go.',
  inside: [
    'How to use the templates',
    'Four prompts for emails',
    'Four prompts for meeting notes',
    'Four prompts for reports',
    'Four prompts for brainstorming',
  ],
  sections: [
    {
      heading: 'How to use this pack',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every prompt in this pack follows the same pattern. It gives the AI a role, the context it needs, a concrete task with a clear format and a short list of things to avoid. That is what turns a vague answer into a useful one.',
        },
        {
          kind: 'steps',
          items: [
            'Copy the prompt into your AI assistant, or into a note you keep for saved prompts.',
            'Replace everything in [square brackets] with your own details. The more specific you are, the better the answer.',
            'Remove names and anything confidential unless your organisation’s policy allows it.',
            'Read the answer, then ask for one or two changes before you use it.',
            'Check every fact, figure and name yourself. The final version is yours.',
          ],
        },
        {
          kind: 'callout',
          title: 'Make them your own',
          text: 'When you change a template and it works better, save your version. Within a month you’ll have a personal library that fits your work better than any pack.',
        },
      ],
    },
    {
      heading: 'Emails',
      blocks: [
        {
          kind: 'prompt',
          title: '1. Reply to a tricky email',
          text: 'Act as a calm, experienced [your role] who writes clear, kind emails.\nContext: I need to reply to the email below from [who they are and your relationship]. The situation: [what has happened]. What I want to happen next: [outcome].\n[paste the email]\nDraft a reply of no more than [number] words with a clear subject line. Acknowledge their point, explain my position and propose a next step. Then give me a shorter, more direct alternative.\nAvoid: blaming, over-apologising, promising anything I haven’t mentioned.',
        },
        {
          kind: 'prompt',
          title: '2. A polite chaser',
          text: 'You are a friendly, professional [your role].\nContext: on [date] I asked [person or role] for [what you asked for]. I haven’t had a reply. I need it by [deadline] because [reason].\nWrite a follow-up email of under 100 words. Make it easy to reply to: restate the request in one line and suggest a simple next step. Give me two versions: one gentle, one firmer.\nAvoid: guilt-tripping, sarcasm, phrases like “just circling back” or “as per my last email”.',
        },
        {
          kind: 'prompt',
          title: '3. Saying no, nicely',
          text: 'Act as a thoughtful manager who protects her team’s time.\nContext: [person or role] has asked me to [request]. I need to decline because [honest reason]. I’d like to keep a good relationship and, if possible, offer [an alternative, or “nothing”].\nDraft a reply of under 120 words that says no clearly in the first two sentences, gives a brief reason and ends on a warm note.\nAvoid: vague answers that sound like a maybe, long justifications, false promises.',
        },
        {
          kind: 'prompt',
          title: '4. Catch up on a long thread',
          text: 'You are an efficient executive assistant.\nContext: I’ve been away and need to catch up on the email thread below. My role in this: [your role or interest].\n[paste the thread]\nGive me: a three-sentence summary; the decisions already made; open questions; anything that needs my reply, with who is waiting and since when. Format the last part as a table with columns Request, From, Date, Suggested reply.\nAvoid: guessing at anything the thread doesn’t say; mark unclear points as “unclear”.',
        },
      ],
    },
    {
      heading: 'Meeting notes',
      blocks: [
        {
          kind: 'prompt',
          title: '5. Notes into actions and owners',
          text: 'Act as an organised project coordinator.\nContext: these are my notes from [meeting name] on [date] with [attendees by role].\n[paste notes or transcript]\nCreate: a summary of no more than five bullet points; a list of decisions; a table of actions with columns Action, Owner, Deadline; and open questions.\nAvoid: inventing owners or dates. If something is missing, write “To confirm”. Keep the wording neutral and leave out side conversations.',
        },
        {
          kind: 'prompt',
          title: '6. A focused agenda',
          text: 'You are an experienced facilitator who runs short, useful meetings.\nContext: I’m running a [length] meeting about [topic] with [who is attending]. The outcome I need: [decision or result]. Background: [two or three sentences].\nWrite an agenda with timings, a named purpose for each item and who leads it. Add one line of pre-reading or preparation for attendees, and suggest what to cut if we run short of time.\nAvoid: items without a clear purpose, “any other business” as a catch-all, overfilling the time.',
        },
        {
          kind: 'prompt',
          title: '7. The follow-up email',
          text: 'Act as a clear, friendly [your role].\nContext: we just held [meeting name] with [attendees]. Here are the summary and actions: [paste summary and actions].\nDraft a follow-up email to all attendees of under 180 words: a one-line thank you, the key decisions, the actions as a short list with owners and deadlines, and the date of the next check-in.\nAvoid: repeating the whole discussion, adding actions that weren’t agreed, a formal or stiff tone.',
        },
        {
          kind: 'prompt',
          title: '8. Prepare for an important meeting',
          text: 'You are a trusted adviser helping me prepare.\nContext: I’m meeting [person or role] about [topic] on [date]. My goal: [what you want to leave with]. What I know about their view: [their priorities or concerns].\nGive me: three key messages in plain English; the five questions or objections they’re most likely to raise, each with a short suggested answer; and two questions I should ask them.\nAvoid: jargon, aggressive negotiation tactics, assumptions about the person beyond what I’ve told you.',
        },
      ],
    },
    {
      heading: 'Reports',
      blocks: [
        {
          kind: 'prompt',
          title: '9. Weekly status update',
          text: 'Act as a project manager who writes crisp updates for senior readers.\nContext: this update goes to [audience] about [project]. My rough notes for the week: [paste bullet notes].\nWrite a status update with these headings: Overall status (on track, at risk or off track, with one line of why), Done this week, Next week, Risks and help needed. Keep it under 200 words.\nAvoid: padding, hiding problems, figures that aren’t in my notes.',
        },
        {
          kind: 'prompt',
          title: '10. Executive summary',
          text: 'You are a chief of staff who summarises documents for busy decision-makers.\nContext: the document below is [what it is]. The reader is [who] and they need to [decision or purpose].\n[paste the document]\nWrite an executive summary of no more than 250 words: the purpose, the three most important findings, the recommendation and what happens next. Then list anything important the document leaves out.\nAvoid: adding information that isn’t in the document, softening bad news, unexplained acronyms.',
        },
        {
          kind: 'prompt',
          title: '11. Numbers into plain English',
          text: 'Act as an analyst who explains data to non-specialists.\nContext: here are this [month or quarter]’s figures for [area]: [paste figures or a small table]. Last period’s figures for comparison: [paste]. What the team cares about: [priorities].\nWrite five short bullet points on what the figures show, one on what might explain the biggest change and two questions worth investigating.\nAvoid: doing calculations I can’t check (show your working), claiming causes as facts, any figure that isn’t in my data.',
        },
        {
          kind: 'prompt',
          title: '12. Lessons learnt review',
          text: 'You are a supportive, honest project coach.\nContext: we’ve just finished [project]. It aimed to [goal]. What happened: [paste notes on what went well, what didn’t and feedback received].\nWrite a lessons-learnt review with a table of columns What happened, Why it mattered, What we’ll do next time. Add three sentences summarising the biggest lesson for the team.\nAvoid: blaming individuals, vague lessons like “communicate better” without a concrete action.',
        },
      ],
    },
    {
      heading: 'Brainstorming',
      blocks: [
        {
          kind: 'prompt',
          title: '13. Ideas within real limits',
          text: 'Act as a creative strategist who works with small budgets.\nContext: I need ideas for [campaign, event or project] for [audience]. Goal: [outcome]. Limits: [budget, time, team size, anything off-limits].\nSuggest ten ideas in a table with columns Idea, Why it could work, Effort (low, medium, high). Include at least two unexpected ideas. Then pick the two you’d try first and say why.\nAvoid: ideas that ignore my limits, generic suggestions such as “run a social media campaign”.',
        },
        {
          kind: 'prompt',
          title: '14. Names and titles',
          text: 'You are a copywriter who is good with names.\nContext: I need a name or title for [what it is]. It’s for [audience] and should feel [three adjectives]. Words or themes to include or hint at: [ideas]. Names already taken or ruled out: [list].\nGive me fifteen options in three groups: descriptive, playful and short. Add one line on the thinking behind your three favourites.\nAvoid: puns that need explaining, names that are hard to spell or say aloud, made-up words unless I ask.',
        },
        {
          kind: 'prompt',
          title: '15. Stress-test a plan',
          text: 'Act as a constructive critic with experience in [field].\nContext: here is my plan for [project]: [paste the plan]. It needs to achieve [goal] by [date].\nImagine it’s six months from now and the plan has failed. List the seven most likely reasons, ordered from most to least likely. For each, give one early warning sign and one step I could take now to prevent it.\nAvoid: general risks that apply to any project, rewriting my plan, being unkind.',
        },
        {
          kind: 'prompt',
          title: '16. Fresh angles on a problem',
          text: 'You are a facilitator who helps teams see problems differently.\nContext: the problem is [describe it in two or three sentences]. We’ve already tried [what you’ve tried]. The people affected are [who].\nLook at the problem from five viewpoints: a customer, a new starter, a finance director, a competitor and someone from a completely different industry. For each, give one insight and one idea. Finish with three questions we haven’t asked ourselves yet.\nAvoid: repeating what we’ve already tried, solutions that need a big budget.',
        },
      ],
    },
  ],
  closing:
    'Fill in the brackets, keep what works and share it with a colleague. New prompts every week at www.theaiedit.example.',
};
