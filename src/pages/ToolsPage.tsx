import { partnershipEnquiryForm } from '../../content/forms';
import { pages } from '../../content/pages';
import { PartnershipEnquiryForm } from '../forms/PartnershipEnquiryForm';
import { StandardPage } from './StandardPage';

export function ToolsPage() {
  return (
    <StandardPage copy={pages['tools']}>
      <PartnershipEnquiryForm copy={partnershipEnquiryForm} />
    </StandardPage>
  );
}
