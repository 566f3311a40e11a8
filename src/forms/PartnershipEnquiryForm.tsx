import type { FormCopy, PartnershipEnquiryField } from '../../content/types';
import {
  partnershipEnquiryInitial,
  partnershipEnquiryRow,
  partnershipEnquirySchema,
  type PartnershipEnquiryValues,
} from './schemas';
import { SubmissionForm, type FieldSpec } from './SubmissionForm';
import { useSubmitters } from './Submitters';

const fields: FieldSpec<PartnershipEnquiryField>[] = [
  { name: 'name', kind: 'text', autoComplete: 'name' },
  { name: 'company', kind: 'text', autoComplete: 'organization' },
  { name: 'email', kind: 'email', autoComplete: 'email', wide: true },
  { name: 'message', kind: 'answer' },
];

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
      fields={fields}
      schema={partnershipEnquirySchema}
      initialValues={partnershipEnquiryInitial}
      startWith={startWith}
      send={(values) => partnershipEnquiry(partnershipEnquiryRow(values))}
    />
  );
}
