import type { FormCopy, PartnershipEnquiryField } from '../../content/types';
import { partnershipEnquiryFields } from './fieldSets';
import {
  partnershipEnquiryInitial,
  partnershipEnquiryRow,
  partnershipEnquirySchema,
  type PartnershipEnquiryValues,
} from './schemas';
import { SubmissionForm } from './SubmissionForm';
import { useSubmitters } from './Submitters';

export interface PartnershipEnquiryFormProps {
  /**
   * Every word the form shows: the heading 'Partner with us', the field labels and hints, the 'Send
   * Enquiry' button and the messages after sending (partnershipEnquiryForm in content/forms.ts).
   */
  copy: FormCopy<PartnershipEnquiryField>;
  /** Answers shown already filled in, e.g. `{ name: 'Amara Okafor' }` (the stories' filled form). */
  startWith?: Partial<PartnershipEnquiryValues>;
}

/**
 * The 'Partner with us' form at the foot of the tools page: name, company, email and a message, for
 * tool makers and sponsors who want to work with the newsletter.
 */
export function PartnershipEnquiryForm({ copy, startWith }: PartnershipEnquiryFormProps) {
  const { partnershipEnquiry } = useSubmitters();
  return (
    <SubmissionForm
      formId="partnership-enquiry"
      copy={copy}
      fields={partnershipEnquiryFields}
      schema={partnershipEnquirySchema}
      initialValues={partnershipEnquiryInitial}
      startWith={startWith}
      send={(values) => partnershipEnquiry(partnershipEnquiryRow(values))}
    />
  );
}
