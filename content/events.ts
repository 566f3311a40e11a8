import type { EventRecord, EventSlug } from './types';

/**
 * The six community events, one record each: everything the site says about an event follows from
 * its record (src/events/eventText.ts words its dates, hours, places and price). Times are London
 * wall-clock times (Europe/London). A month-only event (`tentative`) is ahead until its month begins
 * and over when it ends; a monthly one repeats by its rule from its first session. Hosts are ids from
 * `people` in content/community.ts. The order is the order of the events in the head script.
 */
export const eventRecords: Record<EventSlug, EventRecord> = {
  'waves-ai': {
    slug: 'waves-ai',
    title: 'Waves & AI: Summer Boat Party',
    eventName: 'Waves & AI Summer Boat Party',
    kicker: 'Summer social · Apply to attend',
    art: 'waves-ai',
    intro:
      'An evening on the Thames with women who build, lead and experiment with AI. Swap ideas, find a mentor and celebrate the summer together.',
    card: {
      title: 'Waves & AI Summer Boat Party',
      description:
        'A summer evening on the Thames with mentoring, an AI jam and a sunset celebration. Apply to come aboard.',
    },
    featured: true,
    schedule: { start: '2025-08-29T18:00', end: '2025-08-29T21:00' },
    location: 'A private boat on the Thames, London',
    venue: { name: 'A private boat, boarding at Tower Pier', locality: 'London' },
    capacity: { places: 40 },
    price: { kind: 'paid', note: 'Ticketed: pricing is shared after a successful application' },
    form: 'eventRegistration',
    cta: 'Register Your Interest',
    hosts: ['organiser', 'cohost'],
    about: [
      'Spend a summer evening on the Thames with forty women who build, lead and experiment with AI. We board at six and cruise as the sun goes down over the city, with short, lively sessions and plenty of time to talk.',
      'You’ll sharpen how you talk about your work, meet a mentor or two, try something new with AI and make friends you’ll want to see again.',
      'Places are by application, so the boat has a good mix of people. Apply below; if you’re offered a place, we’ll share the ticket price and boarding details.',
    ],
    forWhom: [
      'Women working in AI, data or tech, at any stage of their career',
      'Anyone using AI in their job who wants people to learn with',
      'Founders and leaders looking for peers, mentors and future hires',
      'Curious newcomers ready to meet the community',
    ],
    agenda: [
      {
        title: 'Visibility Lab',
        minutes: 30,
        description:
          'As we leave the pier, shape a 30-second introduction to your work in small groups and try it on people who want to hear it.',
      },
      {
        title: 'Speed Mentoring',
        minutes: 30,
        description:
          'Five-minute conversations with women a few steps ahead of you. Bring one question and leave with several answers.',
      },
      {
        title: 'AI Jam',
        minutes: 30,
        description:
          'Pair up and try one AI workflow on a real task from your week, from drafting a proposal to summarising research. No experience needed.',
      },
      {
        title: 'Sisterhood Networking',
        minutes: 30,
        description:
          'Time on deck to follow up the conversations you started, with a few gentle prompts to help you meet people you haven’t spoken to yet.',
      },
      {
        title: 'Celebration',
        minutes: 60,
        description:
          'Music, a toast to the women on board and the summer behind us, and the river at sunset on the way back to the pier.',
      },
    ],
    timeline: [
      { at: '18:00', label: 'Boarding, welcome and Visibility Lab' },
      { at: '18:30', label: 'Speed Mentoring' },
      { at: '19:00', label: 'AI Jam' },
      { at: '19:30', label: 'Sisterhood Networking' },
      { at: '20:00', label: 'Celebration' },
      { at: '21:00', label: 'Back at the pier and goodbye' },
    ],
  },
  'women-leading-ai': {
    slug: 'women-leading-ai',
    title: 'Women Leading In AI: A Private Evening',
    eventName: 'Women Leading In AI Private Evening',
    kicker: 'Private evening · By application',
    art: 'women-leading-ai',
    intro:
      'An intimate evening for women shaping how their organisations use AI: honest conversation, good food and peers who understand the job.',
    card: {
      title: 'Women Leading In AI',
      description:
        'A private dinner for women shaping how their organisations use AI: candid conversation and peers who get the job.',
    },
    featured: false,
    schedule: { start: '2025-09-10T18:00', end: '2025-09-10T21:30' },
    location: 'Central London',
    venue: { name: 'A private dining room in Marylebone', locality: 'London' },
    capacity: { places: 30 },
    price: { kind: 'paid', note: 'Ticketed: pricing is shared after a successful application' },
    form: 'womenLeading',
    cta: 'Register Your Interest',
    hosts: ['organiser', 'cohost'],
    about: [
      'An evening for thirty women who are shaping how their organisations use AI. Over dinner in a private room, we talk honestly about what leading this work is really like: the budgets, the boards, the teams and the doubts.',
      'There are no slides and no sales pitches. A short fireside chat opens things up, then small circles give you room to work through a real challenge with peers who understand the job.',
      'You’ll leave with fresh ideas, a few trusted contacts and the reassurance that you’re not doing this alone. What’s said in the room stays in the room.',
    ],
    forWhom: [
      'Leaders responsible for AI strategy, adoption or governance',
      'Heads of data, product, engineering or transformation',
      'Founders building AI products or AI-first companies',
      'Senior women who want a candid, confidential peer group',
    ],
    agenda: [
      {
        title: 'Welcome Drinks',
        minutes: 30,
        description:
          'Arrive, settle in and meet the women at your table. Every name badge carries one question its owner is thinking about, so first conversations come easily.',
      },
      {
        title: 'Dinner Conversations',
        minutes: 60,
        description:
          'A relaxed dinner with a conversation card on each table: where AI is working in your organisation, and where it isn’t yet.',
      },
      {
        title: 'Fireside Chat',
        minutes: 45,
        description:
          'A candid conversation with a woman leading AI at scale, then your questions. It’s off the record, so she can tell it straight.',
      },
      {
        title: 'Leadership Circles',
        minutes: 45,
        description:
          'Groups of five or six take one real challenge each, from a sceptical board to a team worried about their jobs, and help one another find a next step.',
      },
      {
        title: 'Coffee & Commitments',
        minutes: 30,
        description:
          'Coffee, something sweet and one thing each of you will do differently back at work on Monday.',
      },
    ],
    timeline: [
      { at: '18:00', label: 'Welcome Drinks' },
      { at: '18:30', label: 'Dinner Conversations' },
      { at: '19:30', label: 'Fireside Chat' },
      { at: '20:15', label: 'Leadership Circles' },
      { at: '21:00', label: 'Coffee & Commitments' },
      { at: '21:30', label: 'Evening ends' },
    ],
  },
  'ai-power-circle': {
    slug: 'ai-power-circle',
    title: 'AI Power Circle: July Meetup',
    eventName: 'AI Power Circle July Meetup',
    kicker: 'Community meetup · Free for members',
    art: 'ai-power-circle',
    intro:
      'Two hours of practical AI: show what you have built, learn one new workflow and leave with people to try it with.',
    card: {
      title: 'AI Power Circle July Meetup',
      description:
        'Show what you’ve built, learn one practical workflow and try it on your own work. Free for members.',
    },
    featured: false,
    schedule: { start: '2025-07-24T18:00', end: '2025-07-24T20:00' },
    location: 'Central London',
    venue: { name: 'A studio space in Clerkenwell', locality: 'London' },
    capacity: { places: 35 },
    price: { kind: 'free', for: 'community members' },
    form: 'eventRegistration',
    cta: 'Save Your Spot',
    hosts: ['organiser'],
    about: [
      'Two hours of practical AI with women who use it at work, or want to start. Members show what they’ve built, we learn one new workflow together, and you try it on your own work before you go home.',
      'No coding needed and no question too basic. Bring a laptop if you have one; a phone works too.',
      'It’s free for community members. Want to show something you’ve made? Say so when you register and we’ll save you a five-minute slot.',
    ],
    forWhom: [
      'Women Love AI members, from first-time users to builders',
      'Anyone who wants to use AI for real work, not just read about it',
      'Women who’ve built something with AI and would like to show it',
    ],
    agenda: [
      {
        title: 'Welcome & Show-and-Tell',
        minutes: 30,
        description:
          'Three members each take five minutes to show something they’ve built or a workflow that saves them time, then answer your questions.',
      },
      {
        title: 'Workflow Workshop',
        minutes: 30,
        description:
          'A step-by-step walk through one practical workflow, such as turning meeting notes into actions or researching a market in an hour.',
      },
      {
        title: 'Try It Together',
        minutes: 30,
        description:
          'Pair up and use the workflow on a task of your own, with the host on hand when you get stuck.',
      },
      {
        title: 'Connect & Commit',
        minutes: 30,
        description: 'Share what worked, swap contacts and pick one thing to try before the next meetup.',
      },
    ],
    timeline: [
      { at: '18:00', label: 'Welcome & Show-and-Tell' },
      { at: '18:30', label: 'Workflow Workshop' },
      { at: '19:00', label: 'Try It Together' },
      { at: '19:30', label: 'Connect & Commit' },
    ],
  },
  'autumn-retreat': {
    slug: 'autumn-retreat',
    title: 'The Autumn Retreat',
    eventName: 'Autumn Retreat 2025',
    kicker: 'Invitation-only · Application',
    art: 'autumn-retreat',
    intro:
      'Two and a half days away from the inbox for twenty senior women: time to think about where AI is taking your work, and where you want to take it.',
    card: {
      title: 'The Autumn Retreat',
      description:
        'Two and a half days in the countryside for twenty senior women to think about where AI is taking their work.',
    },
    featured: false,
    schedule: { start: '2025-12-01T00:00', end: '2025-12-03T12:00', tentative: true },
    format: 'Two and a half days',
    location: 'A countryside estate near London',
    venue: { name: 'A private countryside estate', locality: 'Near London' },
    capacity: { places: 20, who: 'senior women' },
    price: { kind: 'paid', note: 'All-inclusive; the fee is shared with invitations' },
    form: 'retreatApplication',
    cta: 'Apply for a Place',
    hosts: ['organiser', 'cohost'],
    about: [
      'Two and a half days away from the inbox for twenty senior women. We gather at a countryside estate near London in December to think properly about where AI is taking your work, your organisation and your career.',
      'The days mix focused strategy sessions with long walks, good meals and time to yourself. Small peer circles stay together throughout, so the conversations grow deeper as the retreat goes on.',
      'The retreat is invitation-only. Tell us about yourself below; every invitation comes with the dates, the venue and the all-inclusive fee.',
    ],
    forWhom: [
      'Senior women leading AI, data, product or technology',
      'Executives and founders deciding where AI fits in their strategy',
      'Leaders ready to step back and plan their next chapter',
      'Women who value candid, confidential peer conversation',
    ],
    agenda: [
      {
        title: 'Day One: Arrive and Take Stock',
        minutes: 240,
        description:
          'Arrive by lunchtime and meet your peer circle. The afternoon maps where AI is changing your field and where you stand today, and ends with dinner together.',
      },
      {
        title: 'Day Two: Strategy Studio',
        minutes: 180,
        description:
          'A morning of structured sessions on AI strategy, governance and building teams, with room to test your own plans against the group’s experience.',
      },
      {
        title: 'Day Two: Walk and Talk',
        minutes: 180,
        description:
          'An afternoon of one-to-one walks and peer circles in the grounds, each of you bringing one decision you’ve been putting off.',
      },
      {
        title: 'Day Three: Your Next Chapter',
        minutes: 180,
        description:
          'Turn your ideas into a ninety-day plan, share it with your circle and leave at midday with people ready to help you follow it through.',
      },
    ],
    timeline: [],
  },
  'ai-influence': {
    slug: 'ai-influence',
    title: 'Boardroom Readiness Sessions',
    eventName: 'Boardroom Readiness Sessions',
    kicker: 'AI Influence · Register your interest',
    art: 'ai-influence',
    intro:
      'A half-day masterclass and panel for women preparing to speak about AI where decisions are made: in the boardroom, with investors and with regulators.',
    card: {
      title: 'Boardroom Readiness Sessions',
      description:
        'A half-day masterclass and panel to help you speak about AI with boards, investors and regulators.',
    },
    featured: false,
    schedule: { start: '2025-11-01T00:00', end: '2025-11-01T23:59', tentative: true },
    format: 'Half-day masterclass and panel',
    location: 'London',
    venue: { name: 'A boardroom venue in the City of London', locality: 'London' },
    price: { kind: 'unannounced', note: 'Details shared with everyone who registers interest' },
    form: 'boardroomInterest',
    cta: 'Register Your Interest',
    hosts: ['organiser', 'cohost'],
    about: [
      'A half-day masterclass and panel for women who need to speak about AI where decisions are made: in the boardroom, with investors and with regulators.',
      'You’ll learn how boards weigh AI’s risks and returns, hear from women who sit on boards and advise them, and practise answering the hard questions in a small, supportive group.',
      'The sessions run in London in November 2025, with exact dates to be confirmed. Register your interest and you’ll be the first to hear.',
    ],
    forWhom: [
      'Executives presenting AI plans to boards or investors',
      'Women preparing for a first non-executive or advisory role',
      'Leaders who own AI risk, ethics or governance',
      'Founders raising money for an AI company',
    ],
    agenda: [
      {
        title: 'Masterclass: How Boards See AI',
        minutes: 90,
        description:
          'What boards ask about AI, what worries them and what earns their trust, with a simple framework you can reuse for your next board paper or pitch.',
      },
      {
        title: 'Panel: Voices from the Boardroom',
        minutes: 60,
        description:
          'Women who chair, sit on and advise boards share what a good AI conversation sounds like, and the mistakes they see most often.',
      },
      {
        title: 'Practice Rooms',
        minutes: 60,
        description:
          'In groups of four, give a three-minute AI briefing and take the tough questions, with feedback from a coach and your peers.',
      },
      {
        title: 'Reflection & Drinks',
        minutes: 30,
        description:
          'Note what you’ll change, swap contacts with the room and meet the panellists over a drink.',
      },
    ],
    timeline: [],
  },
  'leadership-labs': {
    slug: 'leadership-labs',
    title: 'AI Leadership Labs',
    eventName: 'AI Leadership Labs',
    kicker: 'Monthly lab · Application',
    art: 'leadership-labs',
    intro:
      'A small monthly working session for leaders who want to put AI to work in their teams: bring a real challenge, leave with a plan.',
    card: {
      title: 'AI Leadership Labs',
      description:
        'A monthly working session for leaders putting AI to work in their teams. Bring a real challenge, leave with a plan.',
    },
    featured: false,
    schedule: {
      start: '2025-09-18T18:30',
      end: '2025-09-18T20:30',
      monthly: { weekday: 'TH', week: 3 },
    },
    location: 'Central London',
    venue: { name: 'A members’ club in Soho', locality: 'London' },
    capacity: { places: 25 },
    price: { kind: 'free', for: 'members', terms: 'places by application' },
    form: 'leadershipLabs',
    cta: 'Apply to Join',
    hosts: ['organiser', 'cohost'],
    about: [
      'A small working session on the third Thursday of every month for leaders who want to put AI to work in their teams. Twenty-five people, two hours, one real challenge each.',
      'Each lab opens with a short briefing on one theme, such as writing an AI policy people actually follow or choosing where to start. Then you work through your own challenge in a clinic of four or five, guided by a facilitator.',
      'You leave with a plan for the month ahead and people who’ll ask how it went. Come to one lab or make it a monthly habit.',
    ],
    forWhom: [
      'Team leads and managers bringing AI into their teams',
      'Heads of department with an AI project to get moving',
      'Leaders who learn best by working on real problems',
    ],
    agenda: [
      {
        title: 'Check-in',
        minutes: 15,
        description: 'Arrive, grab a drink and share the challenge you’ve brought in a single sentence.',
      },
      {
        title: 'Lab Briefing',
        minutes: 30,
        description:
          'A short, practical briefing on this month’s theme, with an example from a team that has done it.',
      },
      {
        title: 'Challenge Clinics',
        minutes: 45,
        description:
          'In groups of four or five, each person presents a challenge and the group helps shape a next step. A facilitator keeps time and the questions sharp.',
      },
      {
        title: 'Commitments & Close',
        minutes: 30,
        description:
          'Say what you’ll do before the next lab, pair up with an accountability partner and head home on time.',
      },
    ],
    timeline: [
      { at: '18:30', label: 'Check-in' },
      { at: '18:45', label: 'Lab Briefing' },
      { at: '19:15', label: 'Challenge Clinics' },
      { at: '20:00', label: 'Commitments & Close' },
    ],
  },
};
