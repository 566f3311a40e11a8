import Container from '@mui/material/Container';
import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useLayoutEffect, type ReactNode } from 'react';
import { HELD_SUBMIT_ATTRIBUTE } from '../../src/ui/heldInput';
import { firstFieldOf, textFieldsOf, type FormExamples } from '../../src/forms/examples';
import type { FormValues } from '../../src/forms/forms';
import type { SubmitResult } from '../../src/backend/submissions';
import { FormSendingProvider, type FormSending } from '../../src/forms/FormSending';

/** How the stubbed backend answers: the only thing stories replace. */
export type StubAnswer = 'ok' | 'duplicate' | 'server' | 'network' | 'pending';

const answers: Record<Exclude<StubAnswer, 'pending'>, SubmitResult> = {
  ok: { ok: true },
  duplicate: { ok: false, reason: 'duplicate', code: '23505' },
  server: { ok: false, reason: 'server', code: '500' },
  network: { ok: false, reason: 'network', code: 'network' },
};

function stubSending(answer: StubAnswer): FormSending {
  // 'pending' never answers, so the story stays in the sending state.
  return {
    send: () =>
      answer === 'pending' ? new Promise<SubmitResult>(() => undefined) : Promise.resolve(answers[answer]),
  };
}

/** Marks the page as holding a form sent before its app started, as the head script does, while the story shows. */
function MarkSentEarly({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.setAttribute(HELD_SUBMIT_ATTRIBUTE, '');
    return () => document.documentElement.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
  }, []);
  return children;
}

export const sentBeforeTheApp: Decorator = (Story) => (
  <MarkSentEarly>
    <Story />
  </MarkSentEarly>
);

/** Wraps a form's story in a stub backend that gives `answer` to every submission, and a page-width column. */
export const answering =
  (answer: StubAnswer): Decorator =>
  (Story) => (
    <FormSendingProvider value={stubSending(answer)}>
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Story />
      </Container>
    </FormSendingProvider>
  );

/**
 * The notice is shown too, outside the form (notices live at the edge of the page). The notice code
 * loads with the form, so the notice may follow the inline message by a moment.
 */
const noticeShown = (canvasElement: HTMLElement, title: string) =>
  waitFor(() => expect(within(canvasElement.ownerDocument.body).getAllByText(title)).toHaveLength(2));

const submit = (canvasElement: HTMLElement, label: string) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: label }));

/** One state's story, ready to export from a form's story file. */
export interface FormState {
  decorators: Decorator[];
  args?: { startWith: FormValues };
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
}

/**
 * The eight states every form has, with play functions that drive and check each one: the filled-in
 * states show the form's examples (src/forms/examples.ts), the invalid state its messages, and its
 * first field is checked to be kept or cleared.
 */
export function formStates(form: FormExamples) {
  const { filled, copy } = form;
  const first = firstFieldOf(form);
  const firstField = { label: copy.fields[first]?.label ?? first, value: String(filled[first]) };
  const firstInput = (canvasElement: HTMLElement) =>
    within(canvasElement).getByRole('textbox', { name: new RegExp(`^${firstField.label}`) });
  const inForm = (canvasElement: HTMLElement) => within(canvasElement.querySelector('form') ?? canvasElement);

  /** Nothing filled in yet. */
  const Empty: FormState = { decorators: [answering('ok')] };

  /** The form's example answers, all valid, filled in and not sent. */
  const Filled: FormState = {
    decorators: [answering('ok')],
    args: { startWith: filled },
  };

  /** Sent empty: every required field is marked invalid with its message, and focus moves to the first. */
  const Invalid: FormState = {
    decorators: [answering('ok')],
    play: async ({ canvasElement }) => {
      await submit(canvasElement, copy.submitLabel);
      const required = canvasElement.querySelectorAll('input[required], textarea[required]');
      await waitFor(() =>
        expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(required.length),
      );
      for (const [name, { empty }] of textFieldsOf(form)) {
        await expect(canvasElement.querySelector(`#field-${name}-helper-text`)).toHaveTextContent(empty);
      }
      // Focus moves once the update has rendered, which a busy machine may take a frame longer to do.
      await waitFor(() => expect(firstInput(canvasElement)).toHaveFocus());
    },
  };

  /** The form's example answers sent to a backend that gives `answer`; `check` then looks at the outcome. */
  const sentFilled = (
    answer: StubAnswer,
    check: (canvasElement: HTMLElement) => Promise<void>,
  ): FormState => ({
    decorators: [answering(answer)],
    args: { startWith: filled },
    play: async ({ canvasElement }) => {
      await submit(canvasElement, copy.submitLabel);
      await check(canvasElement);
    },
  });

  /** Sent to a backend that never answers: the fields and the button stay disabled, the button saying so. */
  const Submitting = sentFilled('pending', async (canvasElement) => {
    const button = await within(canvasElement).findByRole('button', { name: copy.submittingLabel });
    await expect(button).toBeDisabled();
    await expect(firstInput(canvasElement)).toBeDisabled();
  });

  /** Sent and stored: the confirmation in the form and in a notice, and the form emptied. */
  const Success = sentFilled('ok', async (canvasElement) => {
    await expect(await inForm(canvasElement).findByText(copy.successInline)).toBeVisible();
    await expect(await within(canvasElement.ownerDocument.body).findByText(copy.success.title)).toBeVisible();
    await expect(firstInput(canvasElement)).toHaveValue('');
  });

  /** The backend fails: the failure message in the form and in a notice, the answers kept and enabled. */
  const Failure = sentFilled('server', async (canvasElement) => {
    await expect(await inForm(canvasElement).findByText(copy.failure.title)).toBeVisible();
    await noticeShown(canvasElement, copy.failure.title);
    await expect(firstInput(canvasElement)).toHaveValue(firstField.value);
    await expect(firstInput(canvasElement)).toBeEnabled();
  });

  /** The backend finds the email already there: the duplicate message in the form and a notice, answers kept. */
  const Duplicate = sentFilled('duplicate', async (canvasElement) => {
    await expect(await inForm(canvasElement).findByText(copy.duplicate.title)).toBeVisible();
    await noticeShown(canvasElement, copy.duplicate.title);
    await expect(firstInput(canvasElement)).toHaveValue(firstField.value);
  });

  /** Sent before the page's app had started: the page holds it and says it will go (src/start/). */
  const WaitingForApp: FormState = {
    decorators: [answering('ok'), sentBeforeTheApp],
    args: { startWith: filled },
    play: async ({ canvasElement }) => {
      await expect(inForm(canvasElement).getByText(copy.waiting)).toBeVisible();
      await expect(firstInput(canvasElement)).toHaveValue(firstField.value);
    },
  };

  return { Empty, Filled, Invalid, Submitting, Success, Failure, Duplicate, WaitingForApp };
}
