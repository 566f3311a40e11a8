import type { FormikHelpers } from 'formik';
import { useCallback, useRef, useState } from 'react';
import type { FormCopy } from '../../content/types';
import type { SubmitResult } from '../backend/submissions';
import { useNotify } from '../notices/useNotify';

/**
 * Where a form is: nothing sent yet, being sent, or how the last attempt ended.
 *
 * idle ──submit──▶ submitting ──ok──────────▶ succeeded  (values cleared)
 *                             ├─duplicate───▶ duplicate  (values kept)
 *                             └─any failure─▶ failed     (values kept)
 * succeeded / duplicate / failed ──submit──▶ submitting
 */
export type SubmissionPhase = 'idle' | 'submitting' | 'succeeded' | 'duplicate' | 'failed';

export interface SubmissionState {
  phase: SubmissionPhase;
  /** What the visitor is told in the form itself after an attempt. */
  title?: string;
  description?: string;
}

export type SubmissionCopy = Pick<
  FormCopy<string>,
  'success' | 'successInline' | 'failure' | 'unexpected' | 'duplicate'
>;

interface Options<V> {
  /** Names the form in logs. */
  formId: string;
  copy: SubmissionCopy;
  /** Sends the (already checked and cleaned) values. */
  send(values: V): Promise<SubmitResult>;
  /** The values as they should be sent: trimmed, normalised. */
  clean(values: V): V;
  /** True when the field people never see was filled in: a bot. Clears that field. */
  isBot(): boolean;
  /** What the form holds after a success: empty. */
  emptyValues: V;
}

/** The spec's submission state machine, shared by every form. */
export function useSubmission<V>({ formId, copy, send, clean, isBot, emptyValues }: Options<V>) {
  const notify = useNotify();
  const [state, setState] = useState<SubmissionState>({ phase: 'idle' });
  // A second click in the same moment must not send again: React has not re-rendered the disabled button yet.
  const inFlight = useRef(false);

  const onSubmit = useCallback(
    async (values: V, helpers: FormikHelpers<V>) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setState({ phase: 'submitting' });
      try {
        let result: SubmitResult | 'exception';
        if (isBot()) {
          // Looks sent to whoever filled the invisible field; nothing is stored.
          result = { ok: true };
        } else {
          try {
            result = await send(clean(values));
          } catch {
            result = 'exception';
          }
        }
        if (result !== 'exception' && result.ok) {
          helpers.resetForm({ values: emptyValues });
          setState({ phase: 'succeeded', title: copy.successInline });
          notify.success(copy.success.title, copy.success.description);
        } else if (result !== 'exception' && result.reason === 'duplicate') {
          setState({ phase: 'duplicate', ...copy.duplicate });
          notify.info(copy.duplicate.title, copy.duplicate.description);
        } else {
          const reason = result === 'exception' ? 'exception' : `${result.reason} (${result.code})`;
          // The reason only: a visitor's values never go to the console.
          console.error(`[forms] ${formId}: the submission failed: ${reason}`);
          const words =
            result === 'exception' || result.reason === 'network' ? copy.unexpected : copy.failure;
          setState({ phase: 'failed', ...words });
          notify.error(words.title, words.description);
        }
      } finally {
        inFlight.current = false;
      }
    },
    [clean, copy, emptyValues, formId, isBot, notify, send],
  );

  return { state, onSubmit };
}
