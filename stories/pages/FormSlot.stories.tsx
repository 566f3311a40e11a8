import type { Meta, StoryObj } from '@storybook/react-vite';
import Container from '@mui/material/Container';
import { use } from 'react';
import { expect, within } from 'storybook/test';
import { formLoading } from '../../content/pages';
import { partnershipEnquiryForm } from '../../content/forms';
import { PartnershipEnquiryForm } from '../../src/forms/PartnershipEnquiryForm';
import { FormSlot } from '../../src/parts/FormSlot';

/** A form whose code is still on its way (it never arrives here). */
const neverArrives = new Promise<never>(() => undefined);
function ArrivingForm(): null {
  use(neverArrives);
  return null;
}

/** Where a page's form goes: the form once its code is in, a quiet line until then. */
const meta = {
  title: 'Pages/FormSlot',
  component: FormSlot,
  args: { children: <PartnershipEnquiryForm copy={partnershipEnquiryForm} /> },
  render: (args) => (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <FormSlot {...args} />
    </Container>
  ),
} satisfies Meta<typeof FormSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page reached by a link, for the moment its form's code is loading. */
export const Loading: Story = {
  args: { children: <ArrivingForm /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(formLoading);
  },
};

/** The form is in: the slot shows it and nothing else. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: partnershipEnquiryForm.submitLabel })).toBeEnabled();
    await expect(canvas.queryByText(formLoading)).toBeNull();
  },
};
