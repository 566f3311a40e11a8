import type { FormName } from '../../content/types';
import type { TablesInsert, TableName } from '../backend/database.types';
import { forms, type Form, type FormField, type FormValues } from './forms';
import { limits, messages } from './rules';

/**
 * Each form's examples, derived from its entry (content/forms.ts) the way govuk-frontend keeps
 * examples beside each component: a filled-in form that passes (each field's example answer), and for
 * every text field the longest value it keeps and the values it refuses, each with the message it
 * shows (the rules' own messages). The stories' states, the browser tests' cases and the backend
 * tests' generated rows all start from here and keep no values of their own, so a new field is its
 * line in the form's entry, and nothing more here.
 *
 * Read by the stories and the tests only: no page imports it.
 */

/** A value a field refuses, and the message shown under it. */
export interface Refusal {
  value: string;
  message: string;
}

/** A text field's examples (every text field is required). */
export interface TextExamples {
  /** The message under the field when it is left empty, or holds only blank characters. */
  empty: string;
  /** The longest value it keeps: as many characters as its rule, and the database, allow. */
  longest: string;
  /** Other values it refuses, each with its message; one character too many among them. */
  refused: readonly Refusal[];
}

/** One form with its examples. */
export interface FormExamples extends Form {
  /** A complete set of values a visitor might type, which passes: the stories' filled-in form. */
  filled: FormValues;
  /** Every text field's examples, by field. */
  text: Record<string, TextExamples>;
}

/** The field a form shows first. */
export function firstFieldOf(form: Form): string {
  const [first] = form.fields;
  if (!first) throw new Error('A form without fields');
  return first.name;
}

/** The row a form sends for these values: cast by its schema (trimmed, completed), then its columns. */
export function sentRow(form: Form, values: FormValues, eventName: string): TablesInsert<TableName> {
  return form.row(form.schema.cast(values, { stripUnknown: true }) as FormValues, eventName);
}

/** Each text field's examples, in the order the form shows its fields. */
export function textFieldsOf(form: FormExamples): [string, TextExamples][] {
  return form.fields.flatMap(({ name }) => {
    const examples = form.text[name];
    return examples ? [[name, examples]] : [];
  });
}

/** A value of exactly `length` characters: `a` repeated between `before` and `after`. */
const ofLength = (length: number, before = '', after = '') =>
  `${before}${'a'.repeat(length - before.length - after.length)}${after}`;

/** The longest value of a field, and one character more refused as too long. */
const upTo = (max: number, before?: string, after?: string) => ({
  longest: ofLength(max, before, after),
  tooLong: { value: ofLength(max + 1, before, after), message: messages.tooLong(max) },
});

const emailAddress: TextExamples = (() => {
  const { longest, tooLong } = upTo(limits.email, '', '@example.com');
  return {
    empty: messages.email,
    longest,
    refused: [
      { value: 'name@.com', message: messages.emailShape },
      { value: 'name@example', message: messages.emailShape },
      { value: 'name example@example.com', message: messages.emailShape },
      tooLong,
    ],
  };
})();

const linkedinAddress: TextExamples = (() => {
  const { longest, tooLong } = upTo(limits.url, 'https://www.linkedin.com/in/');
  return {
    empty: messages.url,
    longest,
    refused: [
      { value: 'javascript:alert(1)', message: messages.urlShape },
      { value: 'ftp://linkedin.com/in/your-name', message: messages.urlShape },
      { value: 'linkedin.com/in/your name', message: messages.urlShape },
      tooLong,
    ],
  };
})();

/** A text field's examples, from how it is asked; none for a box to tick. */
function textExamples(field: FormField): TextExamples | undefined {
  switch (field.kind) {
    case 'text': {
      const { longest, tooLong } = upTo(field.max ?? limits.shortText);
      return { empty: messages.required(field.ask), longest, refused: [tooLong] };
    }
    case 'answer': {
      const { longest, tooLong } = upTo(field.max ?? limits.longText);
      return { empty: messages.answer, longest, refused: [tooLong] };
    }
    case 'email':
      return emailAddress;
    case 'url':
      return linkedinAddress;
    case 'checkbox':
      return undefined;
  }
}

/** A form with its examples. */
export function examplesOf(form: Form): FormExamples {
  const text: Record<string, TextExamples> = {};
  for (const field of form.fields) {
    const examples = textExamples(field);
    if (examples) text[field.name] = examples;
  }
  return {
    ...form,
    filled: Object.fromEntries(form.fields.map((field) => [field.name, field.example])),
    text,
  };
}

/** Every form's examples, by form. */
export const formExamples = Object.fromEntries(
  Object.entries(forms).map(([name, form]) => [name, examplesOf(form)]),
) as Record<FormName, FormExamples>;
