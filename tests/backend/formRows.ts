import fc from 'fast-check';
import type { AnyObjectSchema } from 'yup';
import { events } from '../../content/events';
import { BLANK, limits } from '../../src/forms/rules';
import {
  eventRegistrationRow,
  eventRegistrationSchema,
  leadershipLabsRow,
  leadershipLabsSchema,
  partnershipEnquiryRow,
  partnershipEnquirySchema,
  retreatApplicationRow,
  retreatApplicationSchema,
} from '../../src/forms/schemas';

/**
 * Rows for the form tables as a visitor or a stranger might send them: each field mostly what a person
 * would type, now and then an edge (every blank character, lengths at and around each limit, non-Latin
 * text, emoji, mixed scripts, e-mail and web addresses at the edges of their rules), with the form's
 * schema to judge them and the mapping from the form's values to the table's columns.
 */

export const SEED = Number(process.env.FORM_RULES_SEED ?? 20261124);
export const RUNS = Number(process.env.FORM_RULES_RUNS ?? 1000);

/** Every blank character of the shared class, one by one. */
const blankChars: string[] = (() => {
  const out: string[] = [];
  const ranges = BLANK.replaceAll('\\u', '').match(/[0-9A-F]{4}(-[0-9A-F]{4})?/g) ?? [];
  for (const range of ranges) {
    const [from = '', to = from] = range.split('-');
    for (let c = parseInt(from, 16); c <= parseInt(to, 16); c++) out.push(String.fromCharCode(c));
  }
  return out;
})();

const blank = fc.constantFrom(...blankChars);
const blanks = fc.array(blank, { maxLength: 4 }).map((chars) => chars.join(''));
const padded = (inner: fc.Arbitrary<string>) =>
  fc.tuple(blanks, inner, blanks).map(([before, text, after]) => `${before}${text}${after}`);

/** Letters of many scripts, emoji (one character to the database, two UTF-16 units) and mixed text. */
const letter = fc.constantFrom(
  'a',
  'Z',
  'é',
  'ß',
  'ł',
  'Ж',
  'λ',
  'ع',
  'ש',
  'क',
  '李',
  'ア',
  '한',
  '😀',
  '👩🏽‍💻',
  '🇬🇧',
  '𝒜',
);
const word = fc.array(letter, { minLength: 1, maxLength: 8 }).map((l) => l.join(''));
const words = fc.array(word, { minLength: 1, maxLength: 6 }).map((w) => w.join(' '));

/** Mostly what a visitor would type (`usual`), now and then an edge or a mistake (`edge`). */
const mostly = (usual: fc.Arbitrary<string>, edge: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 8, arbitrary: usual }, { weight: 1, arbitrary: edge });

/** `length` characters of one kind: a letter, a CJK character, an emoji (two UTF-16 units), an accent. */
const ofLength = (lengths: number[]) =>
  fc
    .tuple(fc.constantFrom(...lengths), fc.constantFrom('a', '李', '😀', 'é'))
    .map(([n, char]) => char.repeat(n));

const text = (max: number) =>
  mostly(
    fc.oneof(
      { weight: 4, arbitrary: padded(words) },
      { weight: 1, arbitrary: padded(ofLength([max - 1, max])) },
      { weight: 1, arbitrary: fc.tuple(word, blanks, word).map(([a, gap, b]) => `${a}${gap}${b}`) },
    ),
    fc.oneof(blanks, padded(ofLength([max + 1])), fc.string({ unit: 'grapheme', maxLength: 30 })),
  );

const localPart = fc.oneof(word, fc.constantFrom('ada', 'ada.lovelace', 'a+tag', 'o’brien', 'x'));
const goodDomain = fc.oneof(
  fc.constantFrom('example.com', 'mail.example.co.uk', 'bücher.example', 'x.y'),
  fc.tuple(word, word).map(([a, b]) => `${a}.${b}`),
);
const badDomain = fc.constantFrom('localhost', 'a..b', '.example.com', 'example.', 'exa mple.com');
const emailText = mostly(
  padded(fc.tuple(localPart, goodDomain).map(([l, d]) => `${l}@${d}`)),
  fc.oneof(
    fc.tuple(localPart, blank, goodDomain).map(([l, b, d]) => `${l}${b}@${d}`),
    fc.tuple(localPart, goodDomain, blank).map(([l, d, b]) => `${l}@${d.replace('.', `${b}.`)}`),
    fc.tuple(localPart, badDomain).map(([l, d]) => `${l}@${d}`),
    fc.constantFrom('ada', 'ada@', '@example.com', 'a@b@c.com'),
    fc
      .constantFrom(limits.email - 1, limits.email, limits.email + 1)
      .map((length) => `${'a'.repeat(length - '@example.com'.length)}@example.com`),
    blanks,
  ),
);

const urlRest = fc.constantFrom('', '/in/ada', '/in/ada-lovelace/', '?x=1', '#top', ':8080/in/x');
const urlText = mostly(
  padded(
    fc
      .tuple(fc.constantFrom('https://', 'http://', 'HTTPS://', ''), goodDomain, urlRest)
      .map(([scheme, d, rest]) => `${scheme}${d}${rest}`),
  ),
  fc.oneof(
    fc.tuple(goodDomain, blank).map(([d, b]) => `https://${d}/in/a${b}b`),
    fc.tuple(badDomain, urlRest).map(([d, rest]) => `https://${d}${rest}`),
    fc.constantFrom(
      'javascript:alert(1)',
      'ftp://example.com/x',
      'https://',
      'https:///x',
      'https://x.y:123456/',
    ),
    fc
      .constantFrom(limits.url - 1, limits.url, limits.url + 1)
      .map((length) => `https://example.com/${'a'.repeat(length - 'https://example.com/'.length)}`),
    blanks,
  ),
);

/** A LinkedIn address the form completes with https:// (the database, which never sees the typing, does not). */
export const needsScheme = (value: unknown) => {
  if (typeof value !== 'string') return false;
  const trimmed = value.replace(new RegExp(`^[${BLANK}]+|[${BLANK}]+$`, 'g'), '');
  return trimmed !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(trimmed);
};

const applicant = {
  fullName: text(limits.shortText),
  jobTitle: text(limits.shortText),
  company: text(limits.shortText),
  email: emailText,
  linkedinUrl: urlText,
};

export interface Case {
  table: string;
  schema: AnyObjectSchema;
  values: fc.Arbitrary<Record<string, unknown>>;
  row: (values: Record<string, unknown>) => Record<string, unknown>;
}

export const cases: Case[] = [
  {
    table: 'event_registrations',
    schema: eventRegistrationSchema,
    values: fc.record({
      ...applicant,
      whyAttend: text(limits.longText),
      leadSession: fc.constantFrom(true, false, undefined),
    }),
    row: (v) => eventRegistrationRow(v as never, events['waves-ai'].eventName),
  },
  {
    table: 'retreat_applications',
    schema: retreatApplicationSchema,
    values: fc.record({ ...applicant, whyApply: text(limits.longText) }),
    row: (v) => retreatApplicationRow(v as never, events['autumn-retreat'].eventName),
  },
  {
    table: 'leadership_labs_applications',
    schema: leadershipLabsSchema,
    values: fc.record({ ...applicant, currentGoals: text(limits.longText) }),
    row: (v) => leadershipLabsRow(v as never),
  },
  {
    table: 'partnership_enquiries',
    schema: partnershipEnquirySchema,
    values: fc.record({
      name: text(limits.shortText),
      company: text(limits.shortText),
      email: emailText,
      message: text(limits.longText),
    }),
    row: (v) => partnershipEnquiryRow(v as never),
  },
];

/** The row as JSON would carry it: keys with undefined values are left out. */
export const asSent = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined));
