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
  copy: FormCopy<PartnershipEnquiryField>;
  startWith?: Partial<PartnershipEnquiryValues>;
}

/** The enquiry form on the tools page → partnership_enquiries. */
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
