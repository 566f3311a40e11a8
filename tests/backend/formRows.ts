import fc from 'fast-check';
import type { AnyObjectSchema } from 'yup';
import { eventRecords } from '../../content/events';
import { formExamples, type FormExamples, type TextExamples } from '../../src/forms/examples';
import type { FormValues } from '../../src/forms/forms';
import { BLANK } from '../../src/forms/rules';
import type { FieldEntry } from '../../content/types';

/**
 * Rows for the form tables as a visitor or a stranger might send them: each field mostly what a person
 * would type, now and then an edge (every blank character, lengths at and around each limit, non-Latin
 * text, emoji, mixed scripts, e-mail and web addresses at the edges of their rules), with the form's
 * schema to judge them and the mapping from the form's values to the table's columns. Which values each
 * field gets follows from the form's examples (src/forms/examples.ts): its kind, and its longest value.
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
const emailText = (max: number) =>
  mostly(
    padded(fc.tuple(localPart, goodDomain).map(([l, d]) => `${l}@${d}`)),
    fc.oneof(
      fc.tuple(localPart, blank, goodDomain).map(([l, b, d]) => `${l}${b}@${d}`),
      fc.tuple(localPart, goodDomain, blank).map(([l, d, b]) => `${l}@${d.replace('.', `${b}.`)}`),
      fc.tuple(localPart, badDomain).map(([l, d]) => `${l}@${d}`),
      fc.constantFrom('ada', 'ada@', '@example.com', 'a@b@c.com'),
      fc
        .constantFrom(max - 1, max, max + 1)
        .map((length) => `${'a'.repeat(length - '@example.com'.length)}@example.com`),
      blanks,
    ),
  );

const urlRest = fc.constantFrom('', '/in/ada', '/in/ada-lovelace/', '?x=1', '#top', ':8080/in/x');
const urlText = (max: number) =>
  mostly(
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
        .constantFrom(max - 1, max, max + 1)
        .map((length) => `https://example.com/${'a'.repeat(length - 'https://example.com/'.length)}`),
      blanks,
    ),
  );

/** A web address the form completes with https:// (the database, which never sees the typing, does not). */
const needsScheme = (value: unknown) => {
  if (typeof value !== 'string') return false;
  const trimmed = value.replace(new RegExp(`^[${BLANK}]+|[${BLANK}]+$`, 'g'), '');
  return trimmed !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(trimmed);
};

/** A field's values by its kind, held to the length of its longest example. */
function valuesFor(kind: FieldEntry['kind'], examples: TextExamples | undefined): fc.Arbitrary<unknown> {
  if (kind === 'checkbox') return fc.constantFrom(true, false, undefined);
  if (!examples) throw new Error(`A ${kind} field without examples`);
  const max = [...examples.longest].length;
  if (kind === 'email') return emailText(max);
  if (kind === 'url') return urlText(max);
  return text(max);
}

export interface Case {
  table: string;
  schema: AnyObjectSchema;
  values: fc.Arbitrary<Record<string, unknown>>;
  row: (values: Record<string, unknown>) => Record<string, unknown>;
  /** Whether the form completes one of these values' web addresses, which the database alone would refuse. */
  completesAddress: (values: Record<string, unknown>) => boolean;
}

/** A form's case: a value for every field of its schema, in the schema's order. */
function caseOf(form: FormExamples, eventName = ''): Case {
  const kinds = new Map(form.fields.map((field) => [field.name, field.kind]));
  const addresses = form.fields.filter((field) => field.kind === 'url').map((field) => field.name);
  const examples: Partial<Record<string, TextExamples>> = form.text;
  const values = Object.keys(form.schema.fields).map((name) => {
    const kind = kinds.get(name);
    if (!kind) throw new Error(`${name} is in the schema but not in the form`);
    return [name, valuesFor(kind, examples[name])] as const;
  });
  return {
    table: form.table,
    schema: form.schema,
    values: fc.record(Object.fromEntries(values)),
    // Only maps fields to columns: the values come raw (as the database would be sent them) or cast.
    row: (v) => form.row(v as FormValues, eventName),
    completesAddress: (v) => addresses.some((name) => needsScheme(v[name])),
  };
}

// One form per table, each field a column of its own (the Women Leading answers share one column, so their
// limits are not the database's); the event's name for the forms kept with an event.
export const cases: Case[] = [
  caseOf(formExamples.eventRegistration, eventRecords['waves-ai'].eventName),
  caseOf(formExamples.retreatApplication, eventRecords['autumn-retreat'].eventName),
  caseOf(formExamples.leadershipLabs),
  caseOf(formExamples.partnershipEnquiry),
];

/** The row as JSON would carry it: keys with undefined values are left out. */
export const asSent = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined));
