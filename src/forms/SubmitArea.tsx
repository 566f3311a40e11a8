import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import type { FormCopy } from '../../content/types';
import { HELD_SUBMIT_ATTRIBUTE } from '../ui/heldInput';
import { measure } from '../../theme/measure';

export interface SubmitAreaProps {
  /**
   * The form's words for its foot: the button ('Submit Application', 'Submitting...'), the line shown
   * while a form sent before the page's app started waits, what is kept, and what to do without JavaScript.
   */
  copy: Pick<FormCopy<string>, 'submitLabel' | 'submittingLabel' | 'waiting' | 'privacy' | 'needsScript'>;
  /** Sending: the button says so and cannot be pressed again. */
  sending?: boolean;
  /** The button, for the form to put focus back on after a failed attempt. */
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * The foot of a form: its large submit button, a line that shows while a form sent before the page's
 * app started waits to go (the head script marks <html>), and what is kept and why. Without
 * JavaScript the button is hidden (the form's own style) and a line says why. Part of SubmissionForm.
 */
export function SubmitArea({ copy, sending = false, buttonRef }: SubmitAreaProps) {
  return (
    <Box
      sx={{
        gridColumn: '1 / -1',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: 2,
      }}
    >
      <Button ref={buttonRef} type="submit" variant="contained" size="large" disabled={sending}>
        {sending ? copy.submittingLabel : copy.submitLabel}
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
  );
}
