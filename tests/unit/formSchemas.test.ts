import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ValidationError, type AnyObjectSchema, type Schema } from 'yup';
import {
  firstFieldOf,
  formExamples,
  textFieldsOf,
  type FormExamples,
  type TextExamples,
} from '../../src/forms/examples';
import {
  BLANK,
  email,
  limits,
  messages,
  optionalFlag,
  requiredAnswer,
  requiredText,
  trimBlank,
  webAddress,
} from '../../src/forms/rules';
import { formEntries } from '../../content/forms';
import type { FieldEntry, FormName } from '../../content/types';
import type { TablesInsert } from '../../src/backend/database.types';
import { forms as madeForms, type FormValues } from '../../src/forms/forms';

// Each form's parts, as the one form component uses them (src/forms/forms.ts).
const eventRegistrationSchema = madeForms.eventRegistration.schema;
const eventRegistrationInitial = madeForms.eventRegistration.initial;
const eventRegistrationRow = (values: FormValues, eventName: string) =>
  madeForms.eventRegistration.row(values, eventName) as TablesInsert<'event_registrations'>;
const womenLeadingSchema = madeForms.womenLeading.schema;
const womenLeadingRow = (values: FormValues, eventName: string) =>
  madeForms.womenLeading.row(values, eventName) as TablesInsert<'event_registrations'>;
const womenLeadingHeadings = {
  whyInterested: formEntries.womenLeading.fields.whyInterested.heading,
  currentChallenges: formEntries.womenLeading.fields.currentChallenges.heading,
};
const retreatApplicationRow = (values: FormValues, eventName: string) =>
  madeForms.retreatApplication.row(values, eventName) as TablesInsert<'retreat_applications'>;
const leadershipLabsRow = (values: FormValues) => madeForms.leadershipLabs.row(values, '');
const partnershipEnquirySchema = madeForms.partnershipEnquiry.schema;
const partnershipEnquiryRow = (values: FormValues) => madeForms.partnershipEnquiry.row(values, '');
type EventRegistrationValues = FormValues;

// ---------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------

/** A string of exactly `length` characters. */
const chars = (length: number, fill = 'a') => fill.repeat(length);

/** The messages a single rule gives for a value ([] when it passes). */
async function errorsOf(rule: Schema, value: unknown): Promise<string[]> {
  try {
    await rule.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

/** The messages a form's schema gives, by field ({} when the values pass). */
async function errorsByField(schema: AnyObjectSchema, values: unknown): Promise<Record<string, string[]>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const byField: Record<string, string[]> = {};
    for (const inner of error.inner) {
      const field = inner.path ?? '';
      byField[field] = [...(byField[field] ?? []), ...inner.errors];
    }
    return byField;
  }
}

/** The messages for one field of a form, validated with the rest of the values around it. */
async function fieldErrors(schema: AnyObjectSchema, field: string, values: unknown): Promise<string[]> {
  try {
    await schema.validateAt(field, values, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

/** The same values with spaces, tabs and newlines around every text. */
function padded<T extends object>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? `  \t${value} \n` : value,
    ]),
  ) as T;
}

// The database's own rules, read from the migrations (the last definition of each function wins), so the
// form and the database are checked side by side. tests/backend/formRules.test.ts puts the same question to
// the database itself.
const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../supabase/migrations');
const migration = readdirSync(migrationsDir)
  .filter((file) => file.endsWith('.sql'))
  .sort()
  .map((file) => readFileSync(path.join(migrationsDir, file), 'utf8'))
  .join('\n');

function functionBody(name: string): string {
  const bodies = [
    ...migration.matchAll(
      new RegExp(`function public\\.${name}\\([^)]*\\)[\\s\\S]*?\\$\\$([\\s\\S]*?)\\$\\$`, 'g'),
    ),
  ];
  const body = bodies.at(-1)?.[1];
  if (!body) throw new Error(`public.${name} is not in the migrations`);
  return body;
}

/** A function's Postgres regular expression as a JavaScript one (~* ignores case). */
function databasePattern(name: string): RegExp {
  const match = /value (~\*?) '([^']+)'/.exec(functionBody(name));
  if (!match?.[1] || !match[2]) throw new Error(`public.${name} has no pattern`);
  return new RegExp(match[2], match[1] === '~*' ? 'i' : '');
}

function databaseMaxLength(name: string): number {
  const match = /length\(value\) <= (\d+)/.exec(functionBody(name));
  if (!match?.[1]) throw new Error(`public.${name} has no length limit`);
  return Number(match[1]);
}

/** The class of blank characters public.trim_blank removes. */
const databaseBlank = /'\^\[([^\]]+)\]\+\|/.exec(functionBody('trim_blank'))?.[1] ?? '';
const characters = (value: string) => [...value].length;
const databaseEmail = databasePattern('is_email');
const databaseUrl = databasePattern('is_http_url');
const databaseAcceptsEmail = (value: string) =>
  databaseEmail.test(value) && characters(value) <= databaseMaxLength('is_email');
const databaseAcceptsUrl = (value: string) =>
  databaseUrl.test(value) && characters(value) <= databaseMaxLength('is_http_url');
/** public.is_filled: something left after trimming blank characters, counted in characters. */
const databaseFilled = (value: string, max: number) => {
  const length = characters(value.replace(new RegExp(`^[${databaseBlank}]+|[${databaseBlank}]+$`, 'g'), ''));
  return length >= 1 && length <= max;
};

// ---------------------------------------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------------------------------------

const unicodeNames = ['Zoë Ångström-Nakamura', 'Siobhán Ní Bhriain', '李小龍', 'Nguyễn Thị Minh Khai'];
const emojiCompany = 'Nordlicht 🚀 Labs';

const person = {
  fullName: 'Zoë Ångström-Nakamura',
  jobTitle: 'Chief AI Officer',
  company: emojiCompany,
  email: 'zoe.angstrom@example.se',
  linkedinUrl: 'https://www.linkedin.com/in/zoe-angstrom',
};

// Each form's filled-in example, as its stories show it (src/forms/examples.ts).
const validEventRegistration = formExamples.eventRegistration.filled;
const validWomenLeading = formExamples.womenLeading.filled;

// ---------------------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------------------

describe('limits', () => {
  it('are the documented numbers', () => {
    expect(limits).toEqual({ shortText: 120, longText: 4000, email: 254, url: 500 });
  });

  it('count blank characters as the database does: the same class', () => {
    expect(databaseBlank).toBe(BLANK);
    expect(trimBlank('\u200b\u00a0 Ada \ufeff\u2060\n')).toBe('Ada');
    expect(trimBlank('\u200b\u200d\u2060')).toBe('');
  });

  it('are the limits of the database CHECK constraints', () => {
    const filled = [...migration.matchAll(/is_filled\(\w+, (\d+)\)/g)].map((m) => Number(m[1]));
    expect(filled.length).toBeGreaterThan(0);
    expect(new Set(filled)).toEqual(new Set([limits.shortText, limits.longText]));
    expect(databaseMaxLength('is_email')).toBe(limits.email);
    expect(databaseMaxLength('is_http_url')).toBe(limits.url);
  });
});

describe('requiredText', () => {
  const rule = requiredText('your full name');

  it('asks for the field by name when it is empty or missing', async () => {
    expect(await errorsOf(rule, '')).toEqual(['Please enter your full name.']);
    expect(await errorsOf(rule, undefined)).toEqual(['Please enter your full name.']);
    expect(await errorsOf(requiredText('your company'), '')).toEqual(['Please enter your company.']);
  });

  it.each(unicodeNames)('accepts %s', async (name) => {
    expect(await errorsOf(rule, name)).toEqual([]);
    expect(rule.cast(name)).toBe(name);
  });

  it('accepts an emoji in a company name', async () => {
    expect(await errorsOf(requiredText('your company'), emojiCompany)).toEqual([]);
  });

  it.each([
    ['spaces', '   '],
    ['tabs and newlines', '\t\n \r\n'],
    ['no-break and em spaces', '\u00a0\u2003'],
  ])('refuses %s only', async (_label, value) => {
    expect(await errorsOf(rule, value)).toEqual(['Please enter your full name.']);
  });

  it('trims surrounding spaces', () => {
    expect(rule.cast('  Siobhán Ní Bhriain \t\n')).toBe('Siobhán Ní Bhriain');
    expect(rule.cast('Nguyễn  Thị')).toBe('Nguyễn  Thị');
  });

  it('accepts 120 characters and refuses 121', async () => {
    expect(await errorsOf(rule, chars(120))).toEqual([]);
    expect(await errorsOf(rule, chars(120, '李'))).toEqual([]);
    expect(await errorsOf(rule, chars(121))).toEqual([messages.tooLong(120)]);
  });

  it('counts the length after trimming', async () => {
    expect(await errorsOf(rule, `   ${chars(120)}   `)).toEqual([]);
    expect(await errorsOf(rule, ` ${chars(121)} `)).toEqual(['Please keep this under 120 characters.']);
  });

  it('passes only what the database counts as filled', () => {
    for (const value of [chars(1), chars(120), ...unicodeNames]) {
      expect(databaseFilled(rule.cast(value), limits.shortText)).toBe(true);
    }
  });
});

describe('requiredAnswer', () => {
  const rule = requiredAnswer();

  it('asks for a few words when empty or blank', async () => {
    expect(await errorsOf(rule, '')).toEqual([messages.answer]);
    expect(await errorsOf(rule, ' \n\t ')).toEqual([messages.answer]);
  });

  it('accepts 4000 characters and refuses 4001, writing the limit as 4,000', async () => {
    expect(await errorsOf(rule, chars(4000))).toEqual([]);
    expect(await errorsOf(rule, chars(4001))).toEqual(['Please keep this under 4,000 characters.']);
  });

  it('takes another limit', async () => {
    const short = requiredAnswer(10);
    expect(await errorsOf(short, chars(10))).toEqual([]);
    expect(await errorsOf(short, chars(11))).toEqual([messages.tooLong(10)]);
  });

  it('keeps line breaks inside the answer and trims around it', () => {
    expect(rule.cast('\n  First line.\n\nSecond line.  \n')).toBe('First line.\n\nSecond line.');
  });
});

describe('email', () => {
  const rule = email();

  it('asks for an address when empty, without also calling it malformed', async () => {
    expect(await errorsOf(rule, '')).toEqual([messages.email]);
    expect(await errorsOf(rule, '   ')).toEqual([messages.email]);
  });

  it.each([
    "o'brien@example.ie",
    'first.last+tag@sub.example.co.uk',
    'ÜNICODE@exämple.de',
    'JANE.DOE@EXAMPLE.COM',
    'a@b.co',
  ])('accepts %s, as the database does', async (value) => {
    expect(await errorsOf(rule, value)).toEqual([]);
    expect(databaseAcceptsEmail(value)).toBe(true);
  });

  it.each([
    'plainaddress',
    'a@b',
    'a@@b.com',
    'a b@c.com',
    'a@b .com',
    '@example.com',
    'name@.com',
    'name@example.',
    'name@example..com',
    'name@example.com.',
  ])('refuses %s, as the database does', async (value) => {
    expect(await errorsOf(rule, value)).toEqual([messages.emailShape]);
    expect(databaseAcceptsEmail(value)).toBe(false);
  });

  it('trims but keeps the case as typed', () => {
    expect(rule.cast('  Jane.Doe@Example.COM \n')).toBe('Jane.Doe@Example.COM');
  });

  it('accepts 254 characters and refuses 255', async () => {
    const domain = '@example.com';
    const at254 = chars(254 - domain.length) + domain;
    const at255 = chars(255 - domain.length) + domain;
    expect(at254).toHaveLength(254);
    expect(await errorsOf(rule, at254)).toEqual([]);
    expect(databaseAcceptsEmail(at254)).toBe(true);
    expect(await errorsOf(rule, at255)).toEqual(['Please keep this under 254 characters.']);
    expect(databaseAcceptsEmail(at255)).toBe(false);
  });
});

describe('webAddress', () => {
  const rule = webAddress();

  it('asks for the LinkedIn address when empty or blank', async () => {
    expect(await errorsOf(rule, '')).toEqual([messages.url]);
    expect(await errorsOf(rule, '  \t ')).toEqual([messages.url]);
    expect(rule.cast('   ')).toBe('');
  });

  it('reads an address without a scheme as https', async () => {
    expect(rule.cast('linkedin.com/in/jane')).toBe('https://linkedin.com/in/jane');
    expect(rule.cast('  www.linkedin.com/in/jane ')).toBe('https://www.linkedin.com/in/jane');
    expect(await errorsOf(rule, 'linkedin.com/in/jane')).toEqual([]);
  });

  it.each([
    ['linkedin.com/in/jane', 'https://linkedin.com/in/jane'],
    [
      'https://www.linkedin.com/in/jane-doe-123/?originalSubdomain=uk',
      'https://www.linkedin.com/in/jane-doe-123/?originalSubdomain=uk',
    ],
    ['http://localhost:3000/x', 'http://localhost:3000/x'],
    ['HTTPS://WWW.LINKEDIN.COM/IN/JANE', 'HTTPS://WWW.LINKEDIN.COM/IN/JANE'],
    ['https://example.com#about', 'https://example.com#about'],
  ])('accepts %s as %s, as the database does', async (typed, cast) => {
    expect(rule.cast(typed)).toBe(cast);
    expect(await errorsOf(rule, typed)).toEqual([]);
    expect(databaseAcceptsUrl(cast)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'ftp://example.com',
    'mailto:a@b.com',
    'https://',
    'https://exa mple.com',
    'not a url at all',
    'https://.example.com',
    'https://example..com',
  ])('refuses %s, as the database does', async (typed) => {
    expect(await errorsOf(rule, typed)).toEqual([messages.urlShape]);
    expect(databaseAcceptsUrl(rule.cast(typed))).toBe(false);
  });

  it('keeps another scheme as typed rather than putting https:// in front of it', () => {
    expect(rule.cast('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(rule.cast('ftp://example.com')).toBe('ftp://example.com');
    expect(rule.cast('not a url at all')).toBe('https://not a url at all');
  });

  it('accepts 500 characters and refuses 501', async () => {
    const base = 'https://example.com/';
    const at500 = base + chars(500 - base.length);
    const at501 = base + chars(501 - base.length);
    expect(at500).toHaveLength(500);
    expect(await errorsOf(rule, at500)).toEqual([]);
    expect(databaseAcceptsUrl(at500)).toBe(true);
    expect(await errorsOf(rule, at501)).toEqual(['Please keep this under 500 characters.']);
    expect(databaseAcceptsUrl(at501)).toBe(false);
  });

  it('counts the https:// it adds towards the limit', async () => {
    const typed = 'example.com/' + chars(500 - 'example.com/'.length);
    expect(typed).toHaveLength(500);
    expect(rule.cast(typed)).toHaveLength(508);
    expect(await errorsOf(rule, typed)).toEqual([messages.tooLong(500)]);
  });
});

describe('optionalFlag', () => {
  const rule = optionalFlag();

  it('defaults to false and accepts true', async () => {
    expect(rule.cast(undefined)).toBe(false);
    expect(rule.getDefault()).toBe(false);
    expect(rule.cast(true)).toBe(true);
    expect(await rule.isValid(true)).toBe(true);
    expect(await rule.isValid(false)).toBe(true);
    expect(await rule.isValid(undefined)).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------------------------------------

interface SchemaCase {
  form: string;
  schema: AnyObjectSchema;
  initial: object;
  valid: object;
  nameField: string;
  /** Every text field (each one is required) and its examples. */
  text: [string, TextExamples][];
}

/** A form's case, from its examples. */
const schemaCase = (form: string, examples: FormExamples): SchemaCase => ({
  form,
  schema: examples.schema,
  initial: examples.initial,
  valid: examples.filled,
  nameField: firstFieldOf(examples),
  text: textFieldsOf(examples),
});

const forms: SchemaCase[] = [
  schemaCase('event registration', formExamples.eventRegistration),
  schemaCase('Women Leading In AI', formExamples.womenLeading),
  schemaCase('retreat application', formExamples.retreatApplication),
  schemaCase('boardroom interest', formExamples.boardroomInterest),
  schemaCase('leadership labs', formExamples.leadershipLabs),
  schemaCase('partnership enquiry', formExamples.partnershipEnquiry),
];

describe.each(forms)('$form schema', ({ schema, initial, valid, nameField, text }) => {
  it('starts with every field empty and refuses that, with one message per required field', async () => {
    const expected = Object.fromEntries(text.map(([field, { empty }]) => [field, [empty]]));
    expect(await errorsByField(schema, initial)).toEqual(expected);
    expect(await schema.isValid(initial)).toBe(false);
  });

  it('accepts its filled-in example', async () => {
    expect(await errorsByField(schema, valid)).toEqual({});
    expect(await schema.isValid(valid)).toBe(true);
  });

  it('refuses each required field when it holds only whitespace', async () => {
    for (const [field, { empty }] of text) {
      expect(await errorsByField(schema, { ...valid, [field]: ' \t\n ' })).toEqual({ [field]: [empty] });
    }
  });

  it('trims every text when cast', () => {
    expect(schema.cast(padded(valid))).toEqual(schema.cast(valid));
  });

  it.each(unicodeNames)('accepts the name %s', async (name) => {
    expect(await fieldErrors(schema, nameField, { ...valid, [nameField]: name })).toEqual([]);
    expect(schema.cast({ ...valid, [nameField]: ` ${name} ` })[nameField]).toBe(name);
  });

  it('accepts an emoji in the company name', async () => {
    expect(await fieldErrors(schema, 'company', { ...valid, company: '🤖 Robots & Co 🚀' })).toEqual([]);
  });

  it('accepts an e-mail address with letters beyond ASCII', async () => {
    expect(await fieldErrors(schema, 'email', { ...valid, email: 'ÜNICODE@exämple.de' })).toEqual([]);
  });

  it('keeps the longest value of each text field', async () => {
    for (const [field, { longest }] of text) {
      expect(await fieldErrors(schema, field, { ...valid, [field]: longest }), field).toEqual([]);
    }
  });

  it('refuses what each text field refuses, with its message', async () => {
    for (const [field, { refused }] of text) {
      for (const { value, message } of refused) {
        const errors = await fieldErrors(schema, field, { ...valid, [field]: value });
        expect(errors, `${field}: ${value.slice(0, 40)}`).toEqual([message]);
      }
    }
  });
});

describe('Women Leading In AI answers', () => {
  const answerLimit = Math.floor(limits.longText / 2) - 60;

  it('are each held to a little under half of the column', async () => {
    expect(answerLimit).toBe(1940);
    for (const field of ['whyInterested', 'currentChallenges'] as const) {
      const at = (length: number) => ({ ...validWomenLeading, [field]: chars(length) });
      expect(await fieldErrors(womenLeadingSchema, field, at(answerLimit))).toEqual([]);
      expect(await fieldErrors(womenLeadingSchema, field, at(answerLimit + 1))).toEqual([
        'Please keep this under 1,940 characters.',
      ]);
    }
  });

  it('fit in why_attend together with their headings when both are at the limit', async () => {
    const values = womenLeadingSchema.cast({
      ...validWomenLeading,
      whyInterested: chars(answerLimit, 'w'),
      currentChallenges: chars(answerLimit, 'c'),
    });
    expect(await womenLeadingSchema.isValid(values)).toBe(true);
    const row = womenLeadingRow(values, 'Women Leading In AI Private Evening');
    expect(row.why_attend.length).toBeLessThanOrEqual(limits.longText);
    expect(databaseFilled(row.why_attend, limits.longText)).toBe(true);
  });
});

describe('leadSession', () => {
  it('starts false', () => {
    expect(eventRegistrationInitial.leadSession).toBe(false);
    expect(eventRegistrationSchema.getDefault().leadSession).toBe(false);
  });

  it('is false when left out', async () => {
    const withoutFlag: Partial<EventRegistrationValues> = { ...validEventRegistration };
    delete withoutFlag.leadSession;
    expect(withoutFlag).not.toHaveProperty('leadSession');
    expect(eventRegistrationSchema.cast(withoutFlag).leadSession).toBe(false);
    expect(await eventRegistrationSchema.isValid(withoutFlag)).toBe(true);
  });

  it('accepts true', async () => {
    const values = { ...validEventRegistration, leadSession: true };
    expect(await eventRegistrationSchema.isValid(values)).toBe(true);
    expect(eventRegistrationSchema.cast(values).leadSession).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Rows
// ---------------------------------------------------------------------------------------------------------

/**
 * A form's example answers (content/forms.ts), as the values a visitor gives and as the columns its row
 * holds: each test below starts from them, so a field added to a form is in its values and its row.
 */
function examplesOf(name: FormName) {
  const fields: [string, FieldEntry][] = Object.entries(formEntries[name].fields);
  return {
    values: Object.fromEntries(fields.map(([key, field]) => [key, field.example])),
    columns: Object.fromEntries(fields.map(([, field]) => [field.column, field.example])),
  };
}

describe('row builders', () => {
  /** What a visitor types: spaces around everything, and a LinkedIn address without a scheme. */
  const typed = padded({ ...person, linkedinUrl: 'linkedin.com/in/zoe-angstrom' });
  const personColumns = {
    full_name: 'Zoë Ångström-Nakamura',
    job_title: 'Chief AI Officer',
    company: emojiCompany,
    email: 'zoe.angstrom@example.se',
    linkedin_url: 'https://linkedin.com/in/zoe-angstrom',
  };

  /**
   * A form's example answers with what the visitor typed and `answers` over them, cast by its schema, and
   * the columns their row holds: the examples', the person's, and `columns` over them.
   */
  const filledIn = (name: FormName, answers: FormValues, columns: object) => {
    const examples = examplesOf(name);
    return {
      values: madeForms[name].schema.cast({ ...examples.values, ...typed, ...answers }),
      columns: { ...examples.columns, ...personColumns, ...columns },
    };
  };

  it('eventRegistrationRow maps every field and carries the event name', () => {
    const { values, columns } = filledIn(
      'eventRegistration',
      { whyAttend: '  To meet other leaders.\n', leadSession: true },
      {
        why_attend: 'To meet other leaders.',
        lead_session: true,
        event_name: 'Waves & AI Summer Boat Party',
      },
    );
    expect(eventRegistrationRow(values, 'Waves & AI Summer Boat Party')).toEqual(columns);
  });

  it('eventRegistrationRow sends lead_session false when the box is left unticked', () => {
    const unticked = { ...validEventRegistration, leadSession: false };
    const row = eventRegistrationRow(unticked, 'AI Power Circle July Meetup');
    expect(row.lead_session).toBe(false);
    expect(row.event_name).toBe('AI Power Circle July Meetup');
  });

  it('womenLeadingRow puts both answers in why_attend under their headings', () => {
    expect(womenLeadingHeadings).toEqual({
      whyInterested: 'Why I am interested:',
      currentChallenges: 'My current AI challenges:',
    });
    const { values, columns } = filledIn(
      'womenLeading',
      { whyInterested: ' I lead a team. ', currentChallenges: '\nGovernance.\n' },
      {
        why_attend: 'Why I am interested:\nI lead a team.\n\nMy current AI challenges:\nGovernance.',
        event_name: 'Women Leading In AI Private Evening',
      },
    );
    expect(womenLeadingRow(values, 'Women Leading In AI Private Evening')).toEqual(columns);
  });

  it('retreatApplicationRow maps every field and carries the event name', () => {
    const { values, columns } = filledIn(
      'retreatApplication',
      { whyApply: ' Time to plan. ' },
      { why_apply: 'Time to plan.', event_name: 'Autumn Retreat 2025' },
    );
    expect(retreatApplicationRow(values, 'Autumn Retreat 2025')).toEqual(columns);
    expect(retreatApplicationRow(values, 'Boardroom Readiness Sessions').event_name).toBe(
      'Boardroom Readiness Sessions',
    );
  });

  it('leadershipLabsRow maps every field', () => {
    const { values, columns } = filledIn(
      'leadershipLabs',
      { currentGoals: '\tShip an assistant.\n' },
      { current_goals: 'Ship an assistant.' },
    );
    expect(leadershipLabsRow(values)).toEqual(columns);
  });

  it('partnershipEnquiryRow maps every field', () => {
    const enquiry = {
      name: 'Siobhán Ní Bhriain',
      company: emojiCompany,
      email: "o'brien@example.ie",
      message: 'We would like to sponsor the summer boat party.',
    };
    const examples = examplesOf('partnershipEnquiry');
    const values = partnershipEnquirySchema.cast(padded({ ...examples.values, ...enquiry }));
    expect(partnershipEnquiryRow(values)).toEqual({ ...examples.columns, ...enquiry });
  });
});
