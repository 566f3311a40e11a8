import type { FoundingMember } from './types';

/**
 * SAMPLE PEOPLE: twenty fictional founding members, for the organiser to replace with the real Founding 20.
 * Names, roles, companies, quotes and the `…-sample` LinkedIn addresses are all invented; no real person is
 * meant. Members 1–15 reuse the site’s five original portraits (theme/art); members 16–20 have no `image`,
 * so the page shows their initials.
 */
export const foundingMembers: readonly FoundingMember[] = [
  {
    id: 1,
    name: 'Harriet Lomax',
    role: 'Head of Data Science',
    company: 'Northlight Health',
    quote:
      'Our models help nurses spot the patients who need a call back sooner. I joined to talk about that work with women who ask the hard questions too.',
    linkedinUrl: 'https://www.linkedin.com/in/harriet-lomax-sample/',
    image: 1,
  },
  {
    id: 2,
    name: 'Isabela Carvalho',
    role: 'Founder',
    company: 'Saltmarsh Studio',
    quote:
      'I run a five-person design studio, and AI now drafts our first briefs. I came here to learn how to use it well without losing the craft our clients pay for.',
    linkedinUrl: 'https://www.linkedin.com/in/isabela-carvalho-sample/',
    image: 2,
  },
  {
    id: 3,
    name: 'Linh Nguyen',
    role: 'Product Director',
    company: 'Fernhill Analytics',
    quote:
      'Every roadmap meeting now has an AI question in it. This is where I test my thinking before I take it to the team, and I always leave with a sharper answer.',
    linkedinUrl: 'https://www.linkedin.com/in/linh-nguyen-sample/',
    image: 3,
  },
  {
    id: 4,
    name: 'Adaeze Okonkwo',
    role: 'AI Ethics Lead',
    company: 'Marlowgate Insurance',
    quote:
      'I spend my days asking who a model might leave out. Here I found women who ask the same question, and a place to work out the answers together.',
    linkedinUrl: 'https://www.linkedin.com/in/adaeze-okonkwo-sample/',
    image: 4,
  },
  {
    id: 5,
    name: 'Samira Haddad',
    role: 'Learning Designer',
    company: 'Quillfield Learning',
    quote:
      'I build courses for adult learners, and AI helps me write ten versions of an example in minutes. Choosing the right one is still my job, and I love it.',
    linkedinUrl: 'https://www.linkedin.com/in/samira-haddad-sample/',
    image: 5,
  },
  {
    id: 6,
    name: 'Niamh Gallagher',
    role: 'Head of Customer Experience',
    company: 'Harbourline Energy',
    quote:
      'We answer thousands of customer emails a week, and AI helps us reply faster. This group keeps reminding me that faster only counts if it still sounds human.',
    linkedinUrl: 'https://www.linkedin.com/in/niamh-gallagher-sample/',
    image: 1,
  },
  {
    id: 7,
    name: 'Leah Campbell-Grant',
    role: 'Machine Learning Engineer',
    company: 'Lanternway Labs',
    quote:
      'I was usually the only woman in the code review. I joined to meet other engineers like me, and now we swap notebooks over coffee once a month.',
    linkedinUrl: 'https://www.linkedin.com/in/leah-campbell-grant-sample/',
    image: 2,
  },
  {
    id: 8,
    name: 'Soo-jin Park',
    role: 'Chief Operating Officer',
    company: 'Kiteline Logistics',
    quote:
      'Our delivery routes are planned with AI now, and the board asks about it every quarter. I come here to practise plain answers with people who’ll tell me when I’m waffling.',
    linkedinUrl: 'https://www.linkedin.com/in/soo-jin-park-sample/',
    image: 3,
  },
  {
    id: 9,
    name: 'Wanjiru Kamau',
    role: 'UX Research Lead',
    company: 'Pennywort Home',
    quote:
      'AI can summarise a hundred interviews overnight, but it can’t sit with a customer. I joined to help researchers find that balance, and I’ve learned as much as I’ve shared.',
    linkedinUrl: 'https://www.linkedin.com/in/wanjiru-kamau-sample/',
    image: 4,
  },
  {
    id: 10,
    name: 'Nusrat Chowdhury',
    role: 'Data Analyst',
    company: 'Wrenfield Housing',
    quote:
      'I taught myself Python on the bus to work. AI now checks my code, and this group helps me present the results with the confidence they deserve.',
    linkedinUrl: 'https://www.linkedin.com/in/nusrat-chowdhury-sample/',
    image: 5,
  },
  {
    id: 11,
    name: 'Katarzyna Nowak',
    role: 'Head of People',
    company: 'Copperbeech Bank',
    quote:
      'We’re using AI in hiring, carefully. I joined to hear how other women keep it fair, and I’ve taken three of their ideas straight back to my team.',
    linkedinUrl: 'https://www.linkedin.com/in/katarzyna-nowak-sample/',
    image: 1,
  },
  {
    id: 12,
    name: 'Simone Baptiste',
    role: 'Engineering Manager',
    company: 'Stillwater Software',
    quote:
      'My team writes code with an AI assistant every day. I wanted somewhere to talk honestly about what that means for junior engineers, and for the managers who grow them.',
    linkedinUrl: 'https://www.linkedin.com/in/simone-baptiste-sample/',
    image: 2,
  },
  {
    id: 13,
    name: 'Jia Hui Tan',
    role: 'Digital Transformation Lead',
    company: 'Elmstead Borough Council',
    quote:
      'Councils move carefully, and they should. I joined to learn from women in other sectors, then bring back the ideas that will actually help our residents.',
    linkedinUrl: 'https://www.linkedin.com/in/jia-hui-tan-sample/',
    image: 3,
  },
  {
    id: 14,
    name: 'Abena Asante',
    role: 'Content Director',
    company: 'Sandpiper Media',
    quote:
      'AI gave my writers back their Friday afternoons. This community helped me decide what to do with them: more reporting, more thinking, less reformatting.',
    linkedinUrl: 'https://www.linkedin.com/in/abena-asante-sample/',
    image: 4,
  },
  {
    id: 15,
    name: 'Maryam Siddiqui',
    role: 'Investment Principal',
    company: 'Orchard Row Ventures',
    quote:
      'I meet founders building with AI every week. Being here helps me back more of the women among them, and ask better questions of everyone else.',
    linkedinUrl: 'https://www.linkedin.com/in/maryam-siddiqui-sample/',
    image: 5,
  },
  {
    id: 16,
    name: 'Anjali Mehta',
    role: 'Research Scientist',
    company: 'Lindenfold Therapeutics',
    quote:
      'We use AI to sift thousands of molecules before anyone picks up a pipette. I joined to explain that work to people outside the lab, and to learn from them in return.',
    linkedinUrl: 'https://www.linkedin.com/in/anjali-mehta-sample/',
  },
  {
    id: 17,
    name: 'Cerys Llewellyn',
    role: 'Head of Marketing',
    company: 'Mossbank Foods',
    quote:
      'I joined after my first AI-written campaign sounded like everyone else’s. Now I let it do the groundwork, and we keep the voice our own.',
    linkedinUrl: 'https://www.linkedin.com/in/cerys-llewellyn-sample/',
  },
  {
    id: 18,
    name: 'Eleni Papadakis',
    role: 'Legal Innovation Lead',
    company: 'Brackenbury Legal',
    quote:
      'Lawyers read the small print on everything, including AI. I joined to find women who had tested these tools properly, and now I’m one of the people others ask.',
    linkedinUrl: 'https://www.linkedin.com/in/eleni-papadakis-sample/',
  },
  {
    id: 19,
    name: 'Marisol Ortega',
    role: 'Policy Adviser',
    company: 'Commonfield Institute',
    quote:
      'I write about the rules for AI, but I wanted to hear from people who use it every day. Their stories make my briefings far more honest.',
    linkedinUrl: 'https://www.linkedin.com/in/marisol-ortega-sample/',
  },
  {
    id: 20,
    name: 'Kemi Adebayo',
    role: 'Operations Manager',
    company: 'Brightwater Care',
    quote:
      'We use AI to plan rotas across six care homes, so our staff get more time with residents. I joined to learn how to do more of that, and do it well.',
    linkedinUrl: 'https://www.linkedin.com/in/kemi-adebayo-sample/',
  },
];
