import { object, type AnySchema, type ObjectSchema } from 'yup';
import { formEntries } from '../../content/forms';
import type { FieldEntry, FormCopy, FormEntry, FormName } from '../../content/types';
import type { TableName, TablesInsert } from '../backend/database.types';
import { email, limits, optionalFlag, requiredAnswer, requiredText, webAddress } from './rules';

/** A form's answers, by field: text, or a box ticked or not. */
export type FormValues = Record<string, string | boolean>;

/** The answers a form holds, by field: text, or a box ticked or not. */
type ValuesOf<E extends FormEntry> = {
  -readonly [K in keyof E['fields']]: E['fields'][K] extends { kind: 'checkbox' } ? boolean : string;
};

/** One field as the form draws and checks it: its entry, its name, and the length its rule allows. */
export type FormField<Name extends string = string> = FieldEntry & {
  name: Name;
  /** The most characters it keeps (text fields). */
  max?: number;
};

/** A form made from its entry (content/forms.ts): what the one form component and the tests need. */
export interface Form<V extends object = FormValues, T extends TableName = TableName> {
  /** Names the form in ids and logs, e.g. 'retreat-application'. Not shown. */
  id: string;
  table: T;
  /** Every word it shows, its fields' words included. */
  copy: FormCopy<keyof V & string>;
  /** Its fields in the order it shows them. */
  fields: readonly FormField<keyof V & string>[];
  /** The rules each answer must meet, and so the messages under a field that does not. */
  schema: ObjectSchema<V>;
  /** The values it starts with, and goes back to after a success: all empty, every box unticked. */
  initial: V;
  /** The row a set of checked (cast) values becomes; `eventName` names the event, for a form kept with one. */
  row(values: V, eventName: string): TablesInsert<T>;
  /** The table refuses a second row from one e-mail address (for one event). */
  onePerEmail: boolean;
}

/** The columns a form's entry fills. */
type ColumnsOf<E extends FormEntry> =
  E['fields'][keyof E['fields']]['column'] | (E['keptWithEvent'] extends true ? 'event_name' : never);

/** The columns a table must be given. */
type RequiredColumns<T extends TableName> = {
  [K in keyof TablesInsert<T>]-?: undefined extends TablesInsert<T>[K] ? never : K;
}[keyof TablesInsert<T>];

/**
 * An entry whose columns are all its table's, and which fills every column the table needs: anything
 * else is a type error that names the columns (database.types.ts is generated from the migrations).
 */
type Checked<E extends FormEntry & { table: TableName }> = [
  Exclude<ColumnsOf<E>, keyof TablesInsert<E['table']>>,
] extends [never]
  ? [Exclude<RequiredColumns<E['table']>, ColumnsOf<E>>] extends [never]
    ? E
    : { missingColumns: Exclude<RequiredColumns<E['table']>, ColumnsOf<E>> }
  : { unknownColumns: Exclude<ColumnsOf<E>, keyof TablesInsert<E['table']>> };

// Answers that share a column share its length, less room for their headings and the lines between them.
const HEADINGS_ROOM = 60;

function ruleOf(field: FormField): AnySchema {
  switch (field.kind) {
    case 'text':
      return requiredText(field.ask);
    case 'email':
      return email();
    case 'url':
      return webAddress();
    case 'answer':
      return requiredAnswer(field.max);
    case 'checkbox':
      return optionalFlag();
  }
}

function maxOf(field: FieldEntry, sharing: number): number | undefined {
  switch (field.kind) {
    case 'text':
      return limits.shortText;
    case 'email':
      return limits.email;
    case 'url':
      return limits.url;
    case 'answer':
      return sharing > 1 ? Math.floor(limits.longText / sharing) - HEADINGS_ROOM : limits.longText;
    case 'checkbox':
      return undefined;
  }
}

/** The form an entry describes. */
export function makeForm<const E extends FormEntry & { table: TableName }>(
  entry: E & Checked<E>,
): Form<ValuesOf<E>, E['table']> {
  type V = ValuesOf<E>;
  const entries = Object.entries(entry.fields as Record<string, FieldEntry>);
  const sharing = (column: string) => entries.filter(([, f]) => f.column === column).length;
  const fields = entries.map(([name, f]): FormField => ({ ...f, name, max: maxOf(f, sharing(f.column)) }));

  const row = (values: V, eventName: string) => {
    const answers: Partial<FormValues> = values;
    const columns: Partial<FormValues> = {};
    for (const field of fields) {
      const value = answers[field.name];
      if (field.kind === 'answer' && field.heading) {
        // Answers that share a column follow one another, each after its heading.
        const text = `${field.heading}\n${String(value ?? '')}`;
        const kept = columns[field.column];
        columns[field.column] = kept === undefined ? text : `${String(kept)}\n\n${text}`;
      } else {
        // Left out (a box never touched), the column takes the table's default.
        columns[field.column] = value;
      }
    }
    if (entry.keptWithEvent) columns.event_name = eventName;
    // The entry's columns are checked against the table's above (Checked).
    return columns as TablesInsert<E['table']>;
  };

  return {
    id: entry.id,
    table: entry.table,
    copy: {
      ...entry.words,
      fields: Object.fromEntries(
        fields.map(({ name, label, hint }) => [name, hint === undefined ? { label } : { label, hint }]),
      ) as FormCopy<keyof V & string>['fields'],
    },
    fields: fields as FormField<keyof V & string>[],
    schema: object(Object.fromEntries(fields.map((f) => [f.name, ruleOf(f)]))) as unknown as ObjectSchema<V>,
    initial: Object.fromEntries(fields.map((f) => [f.name, f.kind === 'checkbox' ? false : ''])) as V,
    row,
    onePerEmail: entry.onePerEmail,
  };
}

const made = {
  eventRegistration: makeForm(formEntries.eventRegistration),
  womenLeading: makeForm(formEntries.womenLeading),
  retreatApplication: makeForm(formEntries.retreatApplication),
  boardroomInterest: makeForm(formEntries.boardroomInterest),
  leadershipLabs: makeForm(formEntries.leadershipLabs),
  partnershipEnquiry: makeForm(formEntries.partnershipEnquiry),
} satisfies Record<FormName, unknown>;

/**
 * Every form of the site, by name: what an event record names, and what the one form component
 * draws. Each was checked against its table as it was made; here they are all simply forms.
 */
export const forms = made as unknown as Record<FormName, Form>;
