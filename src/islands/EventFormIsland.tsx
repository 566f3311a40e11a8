import Box from '@mui/material/Box';
import type { FormCopy, FormName } from '../../content/types';
import { shownWhenAny } from '../events/phaseKeys';
import { forms } from '../forms/forms';
import { SubmissionForm, type FormHeader } from '../forms/SubmissionForm';

/** A form that, once its event is over, registers interest in the next edition instead. */
export interface NextEditionCopy {
  heading: string;
  intro: string;
  /** The phase keys in which the form applies for this edition (src/events/phaseKeys.ts). */
  applying: string[];
  /** The phase keys in which it registers interest in the next edition. */
  next: string[];
}

export interface EventFormIslandProps {
  /** The form the event's record names. */
  form: FormName;
  /** The event's name as the organiser's export stores it. */
  eventName: string;
  /** Absent for an event whose form never changes sense. */
  nextEdition?: NextEditionCopy;
}

/**
 * The form's heading and intro. An event with a next edition has both senses written, and the
 * phases on <html> show one; either way the fields, the table and the event's name stay the same,
 * so the organiser's export needs no change.
 */
function headerFor(copy: FormCopy<string>, next: NextEditionCopy | undefined): FormHeader {
  if (!next) return copy;
  const both = (now: string, later: string) => (
    <>
      <Box component="span" sx={shownWhenAny(next.applying)}>
        {now}
      </Box>
      <Box component="span" sx={shownWhenAny(next.next)}>
        {later}
      </Box>
    </>
  );
  return { heading: both(copy.heading, next.heading), intro: both(copy.intro, next.intro) };
}

/** The form each event page carries, given what it needs from the event's record by the page. */
export function EventFormIsland({ form, eventName, nextEdition }: EventFormIslandProps) {
  const made = forms[form];
  return <SubmissionForm form={made} eventName={eventName} header={headerFor(made.copy, nextEdition)} />;
}
