import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import {
  boardroomInterestForm,
  eventRegistrationForm,
  leadershipLabsForm,
  retreatApplicationForm,
  womenLeadingForm,
} from '../../content/forms';
import type { EventRecord, FormCopy } from '../../content/types';
import { EventRegistrationForm } from '../forms/EventRegistrationForm';
import { LeadershipLabsForm } from '../forms/LeadershipLabsForm';
import { RetreatApplicationForm } from '../forms/RetreatApplicationForm';
import type { FormHeader } from '../forms/SubmissionForm';
import { WomenLeadingForm } from '../forms/WomenLeadingForm';

/** The form's heading and intro once it is for the next edition, and the styles that show either sense. */
export interface NextEdition {
  heading: string;
  intro: string;
  /** Shows what is shown while the form applies for this edition (see src/events/phaseKeys.ts). */
  applyingSx: SystemStyleObject<Theme>;
  /** Shows what is shown once it registers interest in the next edition instead. */
  nextSx: SystemStyleObject<Theme>;
}

export interface EventFormProps {
  event: EventRecord;
  /** Absent for an event whose form never changes sense. */
  nextEdition?: NextEdition;
}

/**
 * The form's heading and intro in both senses, the phases on <html> showing one. Either way the
 * fields, the table and the event's name stay the same: the organiser's export needs no change.
 */
function headerFor(copy: FormCopy<string>, next: NextEdition | undefined): FormHeader {
  if (!next) return copy;
  return {
    heading: (
      <>
        <Box component="span" sx={next.applyingSx}>
          {copy.heading}
        </Box>
        <Box component="span" sx={next.nextSx}>
          {next.heading}
        </Box>
      </>
    ),
    intro: (
      <>
        <Box component="span" sx={next.applyingSx}>
          {copy.intro}
        </Box>
        <Box component="span" sx={next.nextSx}>
          {next.intro}
        </Box>
      </>
    ),
  };
}

/** The form each event page carries, with the event's name as it is stored. */
export function EventForm({ event, nextEdition }: EventFormProps) {
  const header = (copy: FormCopy<string>) => headerFor(copy, nextEdition);
  switch (event.slug) {
    case 'waves-ai':
    case 'ai-power-circle':
      return (
        <EventRegistrationForm
          copy={eventRegistrationForm}
          eventName={event.eventName}
          header={header(eventRegistrationForm)}
        />
      );
    case 'women-leading-ai':
      return (
        <WomenLeadingForm
          copy={womenLeadingForm}
          eventName={event.eventName}
          header={header(womenLeadingForm)}
        />
      );
    case 'autumn-retreat':
      return (
        <RetreatApplicationForm
          copy={retreatApplicationForm}
          eventName={event.eventName}
          header={header(retreatApplicationForm)}
        />
      );
    case 'ai-influence':
      return (
        <RetreatApplicationForm
          copy={boardroomInterestForm}
          eventName={event.eventName}
          formId="boardroom-interest"
          header={header(boardroomInterestForm)}
        />
      );
    case 'leadership-labs':
      return <LeadershipLabsForm copy={leadershipLabsForm} header={header(leadershipLabsForm)} />;
  }
}
