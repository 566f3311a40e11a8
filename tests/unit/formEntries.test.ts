import { describe, expect, it } from 'vitest';
import { eventRecords } from '../../content/events';
import { formEntries } from '../../content/forms';
import type { EventRecord } from '../../content/types';
import { forms, makeForm } from '../../src/forms/forms';

const budget = {
  kind: 'text',
  label: 'Budget',
  ask: 'your budget',
  column: 'budget',
  example: '£5,000',
} as const;

describe('a form is one entry', () => {
  it('every event names a form the site has, and that form is what its page shows', () => {
    for (const event of Object.values(eventRecords)) {
      expect(forms[event.form], event.slug).toBeDefined();
      expect(forms[event.form].copy.heading, event.slug).toBe(formEntries[event.form].words.heading);
    }
  });

  it('gives each field its words, its place and its column', () => {
    for (const [name, form] of Object.entries(forms)) {
      const entry = formEntries[name as keyof typeof formEntries];
      expect(
        form.fields.map((f) => f.name),
        name,
      ).toEqual(Object.keys(entry.fields));
      for (const field of form.fields) {
        expect(form.copy.fields[field.name]?.label, `${name}.${field.name}`).toBe(field.label);
        expect(form.schema.fields, `${name}.${field.name}`).toHaveProperty(field.name);
      }
    }
  });

  it('the types refuse an event without a form, and a form whose columns are not its table’s', () => {
    // Each line below fails to compile without its @ts-expect-error, so the type check proves the refusal.
    const withoutForm: Omit<EventRecord, 'form'> = eventRecords['waves-ai'];
    // @ts-expect-error An event record names the form its page carries.
    const event: EventRecord = withoutForm;
    expect(event.slug).toBe('waves-ai');

    const entry = formEntries.partnershipEnquiry;
    // @ts-expect-error partnership_enquiries has no column 'budget'.
    const withBudget = makeForm({ ...entry, fields: { ...entry.fields, budget } });
    expect(withBudget.fields.map((f) => f.column)).toContain('budget');
    const withoutMessage: Omit<typeof entry.fields, 'message'> = entry.fields;
    // @ts-expect-error partnership_enquiries needs its 'message' column.
    expect(makeForm({ ...entry, fields: withoutMessage }).table).toBe('partnership_enquiries');
  });
});
