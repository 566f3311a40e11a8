import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { Ref } from 'react';

export interface FormOutcomeProps {
  /**
   * How the last attempt ended: 'succeeded' (sent and cleared), 'failed' (kept, to try again) or
   * 'duplicate' (already received from this address); any other phase shows nothing.
   */
  phase: string;
  /** The outcome in a line, from the form's words, e.g. 'Registration submitted successfully!…'. */
  title?: string;
  /** A sentence under the title, which then shows in bold, e.g. 'We already have a registration…'. */
  description?: string;
  /** The note itself: the form moves focus to it once an answer was sent and the form cleared. */
  ref?: Ref<HTMLDivElement>;
}

const SEVERITY = { succeeded: 'success', failed: 'error', duplicate: 'info' } as const;

/**
 * The outcome of the last attempt to send a form, kept above its button: green when sent, red when it
 * failed (the answers stay), blue when it had already been received. Not a live region: the notice
 * announces the outcome, and this stays for whoever looks back. Part of SubmissionForm.
 */
export function FormOutcome({ phase, title, description, ref }: FormOutcomeProps) {
  if (!(phase in SEVERITY)) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      role="note"
      severity={SEVERITY[phase as keyof typeof SEVERITY]}
      data-outcome={phase}
    >
      {description ? <AlertTitle>{title}</AlertTitle> : title}
      {description}
    </Alert>
  );
}
