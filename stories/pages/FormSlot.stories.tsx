import type { Meta, StoryObj } from '@storybook/react-vite';
import Container from '@mui/material/Container';
import { use } from 'react';
import { expect, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
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

const meta = {
  title: 'Forms and inputs/Forms/FormSlot',
  id: 'pages-formslot',
  component: FormSlot,
  args: { children: <PartnershipEnquiryForm copy={partnershipEnquiryForm} /> },
  render: (args) => (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <FormSlot {...args} />
    </Container>
  ),
  parameters: {
    host: 'same',
    guidance: {
      use: [
        'Around the form of an event page, or of the tools page, so the page shows before the form’s code has arrived.',
        'Around any new form added to a page: it holds one form.',
      ],
      avoid: [
        {
          when: 'Content that comes with the page itself: text, cards, images.',
          instead:
            'Put it straight into the page, in a PageSection: its line only ever says a form is loading.',
        },
      ],
      content: [
        "The waiting line is fixed: 'Loading the form…', with a true ellipsis (…), not three full stops.",
        'One form a slot, and nothing else beside it: the form brings its own heading and intro.',
      ],
      states: [
        {
          name: 'Loading',
          looks:
            "'Loading the form…' in body text, neutral 600 (text.secondary), 32 px from the top, in a space at least 320 px tall. Shown only on a page reached by a link, while the form’s code arrives.",
        },
        {
          name: 'Ready',
          looks: 'The form alone: the slot adds no border, spacing or background of its own.',
        },
        {
          name: 'First visit to a page',
          looks: 'The form is part of the page as it first arrives, so the loading line never shows.',
        },
      ],
      accessibility: {
        keyboard: 'Nothing to focus in the slot itself; once the form is in, Tab reaches its fields.',
        screenReader:
          "The loading line is a status, read out politely: 'Loading the form…'. Then the form is announced as its own region, named by its heading.",
        contrast: 'The loading line, neutral 600 on white, is 7.58:1 (AA).',
      },
      status: {
        level: 'Internal',
        note: 'A part of the event pages and the tools page; designers meet it only as the loading line.',
      },
      engineering: [
        "The form's code (Formik, Yup, the backend client) is a part with a chunk of its own (src/routing/lazyPart.tsx); the slot is its Suspense boundary, with the loading line as the fallback.",
        'A prerendered page hydrates without that code: the form stays as it was written, the head script keeping what is typed and sent there (src/early/), until its code is in and it hydrates. A page reached by a link shows the line until then.',
        "Once the part has hydrated (or been drawn), PartReady marks the slot ready (PART_READY_ATTRIBUTE): the head script stops answering for it, the taps it held are replayed (takeOverEarlyClicks), and partHydrated() lets what waits above the parts change. Its effect runs after the part's own.",
      ],
    } satisfies Guidance,
  },
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
