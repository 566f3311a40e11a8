import type { FormCopy, WomenLeadingField } from '../../content/types';
import { womenLeadingFields } from './fieldSets';
import { womenLeadingInitial, womenLeadingRow, womenLeadingSchema, type WomenLeadingValues } from './schemas';
import { SubmissionForm, type FormHeader } from './SubmissionForm';
import { useSubmitters } from './Submitters';

export interface WomenLeadingFormProps {
  /**
   * Every word the form shows: the heading 'Apply for a place', the field labels and hints, the 'Submit
   * Application' button and the messages after sending (womenLeadingForm in content/forms.ts).
   */
  copy: FormCopy<WomenLeadingField>;
  /**
   * The event's name as stored with the application, e.g. 'Women Leading In AI Private Evening'. Not
   * shown: the organiser sees which event each application is for.
   */
  eventName: string;
  /** Answers shown already filled in, e.g. `{ fullName: 'Amara Okafor' }` (the stories' filled form). */
  startWith?: Partial<WomenLeadingValues>;
  /**
   * A heading and intro in place of the copy's: on an event page, both senses of them, one shown at a
   * time, e.g. 'Register your interest in the next edition' once this edition has taken place.
   */
  header?: FormHeader;
}

/**
 * The application form on the Women Leading In AI private evening page: seven questions, five about the
 * visitor and two answers in their own words.
 */
export function WomenLeadingForm({ copy, eventName, startWith, header }: WomenLeadingFormProps) {
  const { eventRegistration } = useSubmitters();
  return (
    <SubmissionForm
      formId="women-leading-application"
      copy={copy}
      fields={womenLeadingFields}
      schema={womenLeadingSchema}
      initialValues={womenLeadingInitial}
      startWith={startWith}
      header={header}
      send={(values) => eventRegistration(womenLeadingRow(values, eventName))}
    />
  );
}
