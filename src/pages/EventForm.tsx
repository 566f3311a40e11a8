import Box from '@mui/material/Box';
import { eventTimingText as timing } from '../../content/eventTiming';
import {
  boardroomInterestForm,
  eventRegistrationForm,
  leadershipLabsForm,
  retreatApplicationForm,
  womenLeadingForm,
} from '../../content/forms';
import type { EventBasics, FormCopy } from '../../content/types';
import { shownWhenAny } from '../events/phaseKeys';
import { EventRegistrationForm } from '../forms/EventRegistrationForm';
import { LeadershipLabsForm } from '../forms/LeadershipLabsForm';
import { RetreatApplicationForm } from '../forms/RetreatApplicationForm';
import type { FormHeader } from '../forms/SubmissionForm';
import { WomenLeadingForm } from '../forms/WomenLeadingForm';

export interface EventFormProps {
  event: EventBasics;
  /** The phase keys in which the form applies for this edition (see src/events/phaseKeys.ts). */
  applying: readonly string[];
  /** The phase keys in which it registers interest in the next edition instead. */
  nextEdition: readonly string[];
}

/**
 * The form's heading and intro in both senses, the phases on <html> showing one. Either way the
 * fields, the table and the event's name stay the same: the organiser's export needs no change.
 */
function headerFor(
  copy: FormCopy<string>,
  event: EventBasics,
  applying: readonly string[],
  next: readonly string[],
): FormHeader {
  if (next.length === 0) return copy;
  return {
    heading: (
      <>
        <Box component="span" sx={shownWhenAny(applying)}>
          {copy.heading}
        </Box>
        <Box component="span" sx={shownWhenAny(next)}>
          {timing.nextFormHeading}
        </Box>
      </>
    ),
    intro: (
      <>
        <Box component="span" sx={shownWhenAny(applying)}>
          {copy.intro}
        </Box>
        <Box component="span" sx={shownWhenAny(next)}>
          {timing.nextFormIntro(event.title)}
        </Box>
      </>
    ),
  };
}

/** The form each event page carries, with the event's name as it is stored. */
export function EventForm({ event, applying, nextEdition }: EventFormProps) {
  const header = (copy: FormCopy<string>) => headerFor(copy, event, applying, nextEdition);
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
