import type { Course } from './types';

/**
 * The courses on offer: one free beginner course for now. The instructor is a SAMPLE PERSON (fictional
 * name, role and bio) for the organiser to replace, and the enrolment address is a placeholder.
 */
export const courses: readonly Course[] = [
  {
    id: 'ai-at-work-for-beginners',
    title: 'AI at Work for Beginners',
    description:
      'A friendly, practical introduction to using AI in your everyday work. Short lessons, real examples and prompts you can use straight away, with no technical background needed.',
    level: 'Beginner',
    duration: 'Self-paced · about 3 hours',
    students: 5000,
    price: 'Free',
    rating: 4.8,
    featured: true,
    /** Placeholder: the organiser's course page, to be confirmed before launch. */
    enrollUrl: 'https://www.udemy.com/course/ai-at-work-for-beginners/',
    outcomes: [
      'Explain what AI tools can and can’t do, in plain English.',
      'Write clear prompts that get a useful answer first time.',
      'Draft emails, summaries and reports in a fraction of the time.',
      'Check AI answers for mistakes before you rely on them.',
      'Use AI safely with your own and your organisation’s information.',
    ],
    modules: [
      { title: 'What AI is, and what it isn’t', minutes: 25 },
      { title: 'Writing your first prompts', minutes: 35 },
      { title: 'Emails, notes and documents', minutes: 30 },
      { title: 'Research you can trust', minutes: 30 },
      { title: 'Meetings and everyday admin', minutes: 30 },
      { title: 'Using AI safely and fairly', minutes: 25 },
    ],
    instructor: {
      name: 'Rosalind Achebe',
      role: 'AI trainer and former operations lead',
      bio: 'Rosalind spent twelve years running operations teams before she started teaching people how to hand the busywork to AI. She has taught more than 5,000 students and is known for lessons that feel like a chat with a patient colleague.',
      portrait: 5,
    },
  },
];

/** The courses page's own words around the course card. */
export const coursesText = {
  featuredLabel: 'Featured course',
  outcomesHeading: 'What you’ll be able to do',
  modulesHeading: 'What’s inside',
  enrolLabel: 'Enrol for free',
  studentsLabel: 'students taught',
  comingNext: {
    heading: 'More courses on the way',
    text: 'Intermediate and Advanced courses are coming soon. Subscribe to the newsletter to hear first.',
  },
} as const;
