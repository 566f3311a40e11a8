import Box from '@mui/material/Box';
import {
  boardroomInterestForm,
  eventRegistrationForm,
  leadershipLabsForm,
  retreatApplicationForm,
  womenLeadingForm,
} from '../../content/forms';
import { eventRecords } from '../../content/events';
import { eventTimingText as timing } from '../../content/eventTiming';
import type { EventSlug, FormCopy } from '../../content/types';
import { phaseKeys, shownWhenAny } from '../events/phaseKeys';
import { applyingPhases, nextEditionPhases } from '../events/schedule';
import { EventRegistrationForm } from '../forms/EventRegistrationForm';
import { LeadershipLabsForm } from '../forms/LeadershipLabsForm';
import { RetreatApplicationForm } from '../forms/RetreatApplicationForm';
import type { FormHeader } from '../forms/SubmissionForm';
import { WomenLeadingForm } from '../forms/WomenLeadingForm';

/**
 * The form's heading and intro. An event with a next edition has both senses written, and the
 * phases on <html> show one (src/events/phaseKeys.ts); either way the fields, the table and the
 * event's name stay the same, so the organiser's export needs no change.
 */
function headerFor(slug: EventSlug, copy: FormCopy<string>): FormHeader {
  const { schedule, title } = eventRecords[slug];
  const next = phaseKeys(slug, nextEditionPhases(schedule));
  if (next.length === 0) return copy;
  const applying = shownWhenAny(phaseKeys(slug, applyingPhases(schedule)));
  const nextSx = shownWhenAny(next);
  const both = (now: string, later: string) => (
    <>
      <Box component="span" sx={applying}>
        {now}
      </Box>
      <Box component="span" sx={nextSx}>
        {later}
      </Box>
    </>
  );
  return {
    heading: both(copy.heading, timing.nextFormHeading),
    intro: both(copy.intro, timing.nextFormIntro(title)),
  };
}

/** The form each event page carries, with the event's name as it is stored. */
export function EventFormIsland({ slug }: { slug: EventSlug }) {
  const { eventName } = eventRecords[slug];
  switch (slug) {
    case 'waves-ai':
    case 'ai-power-circle':
      return (
        <EventRegistrationForm
          copy={eventRegistrationForm}
          eventName={eventName}
          header={headerFor(slug, eventRegistrationForm)}
        />
      );
    case 'women-leading-ai':
      return (
        <WomenLeadingForm
          copy={womenLeadingForm}
          eventName={eventName}
          header={headerFor(slug, womenLeadingForm)}
        />
      );
    case 'autumn-retreat':
      return (
        <RetreatApplicationForm
          copy={retreatApplicationForm}
          eventName={eventName}
          header={headerFor(slug, retreatApplicationForm)}
        />
      );
    case 'ai-influence':
      return (
        <RetreatApplicationForm
          copy={boardroomInterestForm}
          eventName={eventName}
          formId="boardroom-interest"
          header={headerFor(slug, boardroomInterestForm)}
        />
      );
    case 'leadership-labs':
      return <LeadershipLabsForm copy={leadershipLabsForm} header={headerFor(slug, leadershipLabsForm)} />;
  }
}
