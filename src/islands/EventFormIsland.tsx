import Box from '@mui/material/Box';
import {
  boardroomInterestForm,
  eventRegistrationForm,
  leadershipLabsForm,
  retreatApplicationForm,
  womenLeadingForm,
} from '../../content/forms';
import type { EventSlug, FormCopy } from '../../content/types';
import { shownWhenAny } from '../events/phaseKeys';
import { EventRegistrationForm } from '../forms/EventRegistrationForm';
import { LeadershipLabsForm } from '../forms/LeadershipLabsForm';
import { RetreatApplicationForm } from '../forms/RetreatApplicationForm';
import type { FormHeader } from '../forms/SubmissionForm';
import { WomenLeadingForm } from '../forms/WomenLeadingForm';

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
  slug: EventSlug;
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
export function EventFormIsland({ slug, eventName, nextEdition }: EventFormIslandProps) {
  const header = (copy: FormCopy<string>) => headerFor(copy, nextEdition);
  switch (slug) {
    case 'waves-ai':
    case 'ai-power-circle':
      return (
        <EventRegistrationForm
          copy={eventRegistrationForm}
          eventName={eventName}
          header={header(eventRegistrationForm)}
        />
      );
    case 'women-leading-ai':
      return (
        <WomenLeadingForm copy={womenLeadingForm} eventName={eventName} header={header(womenLeadingForm)} />
      );
    case 'autumn-retreat':
      return (
        <RetreatApplicationForm
          copy={retreatApplicationForm}
          eventName={eventName}
          header={header(retreatApplicationForm)}
        />
      );
    case 'ai-influence':
      return (
        <RetreatApplicationForm
          copy={boardroomInterestForm}
          eventName={eventName}
          formId="boardroom-interest"
          header={header(boardroomInterestForm)}
        />
      );
    case 'leadership-labs':
      return <LeadershipLabsForm copy={leadershipLabsForm} header={header(leadershipLabsForm)} />;
  }
}
