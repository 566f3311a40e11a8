import Box from '@mui/material/Box';
import type { FormikProps, FormikTouched } from 'formik';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { FormCopy } from '../../content/types';
import { visuallyHidden } from '../ui/visuallyHidden';
import { useReplaySubmit } from '../ui/heldInput';
import { FormCheckbox } from './FormCheckbox';
import { FormOutcome } from './FormOutcome';
import { FormTextField } from './FormTextField';
import { useFormSending } from './FormSending';
import type { FormField, FormValues } from './forms';
import { SubmitArea } from './SubmitArea';
import type { SubmissionState } from './useSubmission';

// A name no browser autofills, so real visitors never fill it by accident.
const HONEYPOT = 'contact_by_fax_only';

export interface FormBodyProps {
  formik: FormikProps<FormValues>;
  formId: string;
  copy: FormCopy<string>;
  fields: readonly FormField[];
  state: SubmissionState;
  honeypot: RefObject<HTMLInputElement | null>;
}

/**
 * Inside a SubmissionForm: the fields in a two-column grid, a field only bots fill, the outcome of
 * the last attempt (FormOutcome) and the foot with its button (SubmitArea). It checks the answers
 * before sending, says which fields need attention, and puts focus where it helps after each attempt.
 */
export function FormBody({ formik, formId, copy, fields, state, honeypot }: FormBodyProps) {
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

      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormOutcome ref={outcome} phase={state.phase} title={state.title} description={state.description} />
      </Box>

      {/* Pressed before the app has started, the form is held by the head script and sent by the app
          once it has; meanwhile the foot says so. */}
      <SubmitArea copy={copy} sending={isSubmitting} buttonRef={button} />
    </Box>
  );
}
