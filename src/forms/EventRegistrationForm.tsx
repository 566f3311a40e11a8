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
  copy: FormCopy<EventRegistrationField>;
  /** The event's name as stored with the registration. */
  eventName: string;
  startWith?: Partial<EventRegistrationValues>;
  /** Heading and intro in place of the copy's (see SubmissionForm). */
  header?: FormHeader;
}

/** Registration for the boat party and the AI Power Circle → event_registrations. */
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
