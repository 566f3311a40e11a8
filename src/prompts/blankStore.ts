import { useCallback, useSyncExternalStore } from 'react';
import type { BlankValues } from './promptPlaceholders';

/**
 * What a visitor typed into each prompt's blanks, kept in this tab only (sessionStorage): it
 * survives filtering, Show More and a reload, and goes when the tab does. Nothing of it leaves the
 * browser. Where storage is refused (a private window in some browsers), it lasts as long as the page.
 */
export const BLANKS_STORAGE_KEY = 'prompt-blanks';

type AllBlanks = Readonly<Record<number, BlankValues>>;

const none: BlankValues = Object.freeze({});
let all: AllBlanks | undefined;
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** One prompt's kept values, read back: anything that is not text is left out. */
function keepText([id, values]: [string, unknown]): [string, BlankValues] {
  const entries = values && typeof values === 'object' ? Object.entries(values) : [];
  return [
    id,
    Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
  ];
}

function readAll(): AllBlanks {
  if (all) return all;
  all = {};
  try {
    const saved: unknown = JSON.parse(storage()?.getItem(BLANKS_STORAGE_KEY) ?? '{}');
    if (saved && typeof saved === 'object') all = Object.fromEntries(Object.entries(saved).map(keepText));
  } catch {
    // Unreadable: start afresh.
  }
  return all;
}

function writeAll(next: AllBlanks): void {
  all = next;
  try {
    storage()?.setItem(BLANKS_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Full or refused: the values still last while the page is open.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The values typed into one prompt's blanks. */
export function readBlanks(promptId: number): BlankValues {
  return readAll()[promptId] ?? none;
}

/** Replaces what is kept for one prompt; empty values are dropped, and a prompt with none is forgotten. */
export function writeBlanks(promptId: number, values: BlankValues): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
  const others = Object.fromEntries(Object.entries(readAll()).filter(([id]) => id !== String(promptId)));
  writeAll(Object.keys(kept).length > 0 ? { ...others, [promptId]: kept } : others);
}

/** Forgets every prompt's blanks (a fresh start: each story begins from empty blanks). */
export function forgetAllBlanks(): void {
  writeAll({});
}

/**
 * A prompt's blanks for a card: the values, a setter for one blank and a way to clear them all.
 * A prerendered card hydrates with its blanks empty, as it was written, and takes the kept values
 * in the render after.
 */
export function usePromptBlanks(promptId: number) {
  const values = useSyncExternalStore(
    subscribe,
    () => readBlanks(promptId),
    () => none,
  );
  const setBlank = useCallback(
    (key: string, value: string) => writeBlanks(promptId, { ...readBlanks(promptId), [key]: value }),
    [promptId],
  );
  const clear = useCallback(() => writeBlanks(promptId, {}), [promptId]);
  return { values, setBlank, clear };
}
