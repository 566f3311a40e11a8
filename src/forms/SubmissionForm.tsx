import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Formik } from 'formik';
import { useCallback, useId, useRef, type ReactNode } from 'react';
import { FormBody } from './FormBody';
import { useFormSending } from './FormSending';
import type { Form, FormValues } from './forms';
import { useSubmission } from './useSubmission';
import { measure } from '../../theme/measure';

export interface SubmissionFormProps {
  /**
   * The form, made from its entry in content/forms.ts: its fields, rules, words and table, e.g.
   * `forms.retreatApplication` (src/forms/forms.ts).
   */
  form: Form;
  /**
   * The event's name as stored with each row of a form kept with an event, e.g. 'Autumn Retreat 2025'.
   * Not shown: the organiser sees which event each answer is for.
   */
  eventName?: string;
  /** Answers shown already filled in, e.g. `{ fullName: 'Amara Okafor' }` (the stories' filled form). */
  startWith?: Partial<FormValues>;
  /**
   * A heading and intro in place of the words': on an event page, both senses of them, one shown at a
   * time, e.g. 'Register your interest in the next edition' once this edition has taken place.
   */
  header?: FormHeader;
}

/** A form's heading and intro, when they are more than the copy's two strings. */
export interface FormHeader {
  /** The form's heading, e.g. 'Register your interest'. */
  heading: ReactNode;
  /** The paragraph under the heading, in secondary text. */
  intro: ReactNode;
}

/**
 * Every form on the site, drawn from its entry: heading and intro, then its body (FormBody): the fields
 * in a two-column grid, a field only bots fill, the outcome of the last attempt, the submit button and
 * a line on what is kept.
 * Sending, clearing, keeping values and the notices are the submission state machine's (useSubmission).
 */
export function SubmissionForm({ form, eventName = '', startWith, header = form.copy }: SubmissionFormProps) {
  const { id: formId, copy, fields, schema, initial: initialValues } = form;
  const { send: sendRow } = useFormSending();
  const send = useCallback(
    (values: FormValues) => sendRow(form.table, form.row(values, eventName)),
    [sendRow, form, eventName],
  );
  const headingId = useId();
  const honeypot = useRef<HTMLInputElement>(null);
  const clean = useCallback(
    (values: FormValues) => schema.cast(values, { stripUnknown: true }) as FormValues,
    [schema],
  );
  const isBot = useCallback(() => {
    const filled = Boolean(honeypot.current?.value);
    if (honeypot.current) honeypot.current.value = '';
    return filled;
  }, []);
  const { state, onSubmit } = useSubmission<FormValues>({
    formId,
    copy,
    send,
    clean,
    isBot,
    emptyValues: initialValues,
  });

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 3, md: 5 }, borderRadius: 4 }}
    >
      <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
        {header.heading}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4, maxWidth: measure(60) }}>{header.intro}</Typography>
      <Formik<FormValues>
        initialValues={{ ...initialValues, ...startWith } as FormValues}
        validationSchema={schema}
        onSubmit={onSubmit}
      >
        {(formik) => (
          <FormBody
            formik={formik}
            formId={formId}
            copy={copy}
            fields={fields}
            state={state}
            honeypot={honeypot}
          />
        )}
      </Formik>
    </Paper>
  );
}
