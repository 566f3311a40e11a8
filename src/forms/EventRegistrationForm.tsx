import type { EventRegistrationField, FormCopy } from '../../content/types';
import { eventRegistrationFields } from './fieldSets';
import {
  eventRegistrationInitial,
  eventRegistrationRow,
  eventRegistrationSchema,
  type EventRegistrationValues,
} from './schemas';
import { SubmissionForm, type FormHeader } from './SubmissionForm';
import { useSubmitters } from './Submitters';

export interface EventRegistrationFormProps {
  /**
   * Every word the form shows: the heading 'Register your interest', the field labels and hints, the
   * 'Submit Registration' button and the messages after sending (eventRegistrationForm in content/forms.ts).
   */
  copy: FormCopy<EventRegistrationField>;
  /**
   * The event's name as stored with the registration, e.g. 'Waves & AI Summer Boat Party'. Not shown:
   * the organiser sees which event each registration is for.
   */
  eventName: string;
  /** Answers shown already filled in, e.g. `{ fullName: 'Amara Okafor' }` (the stories' filled form). */
  startWith?: Partial<EventRegistrationValues>;
  /**
   * A heading and intro in place of the copy's: on an event page, both senses of them, one shown at a
   * time, e.g. 'Register your interest in the next edition' once this edition has taken place.
   */
  header?: FormHeader;
}

/**
 * The registration form on the Waves & AI boat party and AI Power Circle pages: five questions about
 * the visitor, why they would like to attend, and a tick if they would lead a session.
 */
export function EventRegistrationForm({ copy, eventName, startWith, header }: EventRegistrationFormProps) {
  const { eventRegistration } = useSubmitters();
  return (
    <SubmissionForm
      formId="event-registration"
      copy={copy}
      fields={eventRegistrationFields}
      schema={eventRegistrationSchema}
      initialValues={eventRegistrationInitial}
      startWith={startWith}
      header={header}
      send={(values) => eventRegistration(eventRegistrationRow(values, eventName))}
    />
  );
}
