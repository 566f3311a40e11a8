import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Formik, type FormikProps, type FormikTouched } from 'formik';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FormCopy } from '../../content/types';
import { visuallyHidden } from '../ui/visuallyHidden';
import { HELD_SUBMIT_ATTRIBUTE, useReplaySubmit } from '../ui/heldInput';
import { FormCheckbox } from './FormCheckbox';
import { FormTextField } from './FormTextField';
import { useFormSending } from './FormSending';
import type { Form, FormField, FormValues } from './forms';
import { useSubmission, type SubmissionState } from './useSubmission';
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

// A name no browser autofills, so real visitors never fill it by accident.
const HONEYPOT = 'contact_by_fax_only';

/**
 * Every form on the site, drawn from its entry: heading and intro, the fields in a two-column grid, a
 * field only bots fill, the outcome of the last attempt, the submit button and a line on what is kept.
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

interface FormBodyProps {
  formik: FormikProps<FormValues>;
  formId: string;
  copy: FormCopy<string>;
  fields: readonly FormField[];
  state: SubmissionState;
  honeypot: React.RefObject<HTMLInputElement | null>;
}

function FormBody({ formik, formId, copy, fields, state, honeypot }: FormBodyProps) {
  const { prepare } = useFormSending();
  const outcome = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // Sent before the app started (held by the head script), it is sent now, once.
  useReplaySubmit(form);
  const [summary, setSummary] = useState('');
  const { isSubmitting } = formik;

  // After an attempt, put the visitor somewhere useful: on the confirmation once the form is cleared, back
  // on the button (disabled while sending, so the browser let go of it) when they may try again.
  useEffect(() => {
    if (state.phase === 'succeeded') outcome.current?.focus();
    if (state.phase === 'failed' || state.phase === 'duplicate') button.current?.focus();
  }, [state]);

  // After an attempt with mistakes, the first field that needs attention gets focus, once the attempt
  // has settled: the fields are disabled for a moment while it is counted, and a disabled field drops focus.
  const focusField = useRef<string | null>(null);
  const { submitCount } = formik;
  useEffect(() => {
    if (focusField.current === null || isSubmitting) return;
    document.getElementById(`field-${focusField.current}`)?.focus();
    focusField.current = null;
  }, [submitCount, isSubmitting]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const errors = await formik.validateForm();
    const invalid = fields.filter((f) => errors[f.name]);
    if (invalid.length > 0) {
      const touched: FormikTouched<FormValues> = Object.fromEntries(fields.map((f) => [f.name, true]));
      void formik.setTouched(touched, false);
      focusField.current = invalid[0]?.name ?? null;
      void formik.submitForm(); // counts the attempt, so every message shows; sends nothing
      const labels = invalid.map((f) => f.label.replace(/[.?!]$/, '')).join(', ');
      setSummary(
        `${invalid.length === 1 ? 'One field needs' : `${invalid.length} fields need`} your attention: ${labels}.`,
      );
      return;
    }
    setSummary('');
    await formik.submitForm();
  };

  return (
    <Box
      ref={form}
      component="form"
      // Sent by the app alone. Should the browser ever send it itself (before the app has started, the
      // head script holds it: src/start/), a POST keeps the answers out of the address.
      method="post"
      noValidate
      onSubmit={handleSubmit}
      // A visitor starting on the form (a field focused, the button pressed) is the moment to fetch the
      // code that sends it.
      onFocus={prepare}
      onPointerDown={prepare}
      data-form={formId}
      aria-busy={isSubmitting}
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        // Without JavaScript the form cannot be sent: no button that would do nothing.
        '@media (scripting: none)': { '& [type="submit"]': { display: 'none' } },
      }}
    >
      {fields.map((f) => (
        <Box
          key={f.name}
          sx={{ gridColumn: f.wide || f.kind === 'answer' || f.kind === 'checkbox' ? '1 / -1' : undefined }}
        >
          {f.kind === 'checkbox' ? (
            <FormCheckbox name={f.name} copy={f} />
          ) : (
            <FormTextField
              name={f.name}
              copy={f}
              type={f.kind === 'answer' ? 'text' : f.kind}
              multiline={f.kind === 'answer'}
              autoComplete={f.autoComplete}
            />
          )}
        </Box>
      ))}

      {/* People never see or reach this field; form-filling bots do, and are then quietly ignored. */}
      <Box
        aria-hidden
        sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
      >
        <label>
          Leave this field empty
          <input
            ref={honeypot}
            type="text"
            name={HONEYPOT}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </Box>

      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {summary}
      </Box>

      {/* Not a live region: the notice announces the outcome; this copy stays for whoever looks back. */}
      <Box sx={{ gridColumn: '1 / -1' }}>
        {state.phase === 'succeeded' || state.phase === 'failed' || state.phase === 'duplicate' ? (
          <Alert
            ref={outcome}
            tabIndex={-1}
            role="note"
            severity={state.phase === 'succeeded' ? 'success' : state.phase === 'failed' ? 'error' : 'info'}
            data-outcome={state.phase}
          >
            {state.description ? <AlertTitle>{state.title}</AlertTitle> : state.title}
            {state.description}
          </Alert>
        ) : null}
      </Box>

      <Box
        sx={{
          gridColumn: '1 / -1',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          gap: 2,
        }}
      >
        {/* Pressed before the app has started, the form is held by the head script and sent by the
            app once it has; meanwhile this line says so. */}
        <Button ref={button} type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? copy.submittingLabel : copy.submitLabel}
        </Button>
        <Typography
          role="status"
          variant="body2"
          sx={{
            display: 'none',
            fontWeight: 600,
            maxWidth: measure(70, 'readingSemibold'),
            [`html[${HELD_SUBMIT_ATTRIBUTE}] &`]: { display: 'block' },
          }}
        >
          {copy.waiting}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: measure(70) }}>
          {copy.privacy}
        </Typography>
        <noscript>
          <Typography variant="body2" sx={{ fontWeight: 600, maxWidth: measure(70, 'readingSemibold') }}>
            {copy.needsScript}
          </Typography>
        </noscript>
      </Box>
    </Box>
  );
}
