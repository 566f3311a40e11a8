import {
  boardroomInterestForm,
  eventRegistrationForm,
  leadershipLabsForm,
  retreatApplicationForm,
  womenLeadingForm,
} from '../../content/forms';
import type { EventBasics } from '../../content/types';
import { EventRegistrationForm } from '../forms/EventRegistrationForm';
import { LeadershipLabsForm } from '../forms/LeadershipLabsForm';
import { RetreatApplicationForm } from '../forms/RetreatApplicationForm';
import { WomenLeadingForm } from '../forms/WomenLeadingForm';

/** The form each event page carries, with the event's name as it is stored. */
export function EventForm({ event }: { event: EventBasics }) {
  switch (event.slug) {
    case 'waves-ai':
    case 'ai-power-circle':
      return <EventRegistrationForm copy={eventRegistrationForm} eventName={event.eventName} />;
    case 'women-leading-ai':
      return <WomenLeadingForm copy={womenLeadingForm} eventName={event.eventName} />;
    case 'autumn-retreat':
      return <RetreatApplicationForm copy={retreatApplicationForm} eventName={event.eventName} />;
    case 'ai-influence':
      return (
        <RetreatApplicationForm
          copy={boardroomInterestForm}
          eventName={event.eventName}
          formId="boardroom-interest"
        />
      );
    case 'leadership-labs':
      return <LeadershipLabsForm copy={leadershipLabsForm} />;
  }
}
