/**
 * A run of some images only (`npm run test:visual -- --affected`): the file this variable names
 * lists them, and the specs declare no test for any other image that has a baseline. An image with
 * no baseline yet (a new story) is always shot, to be seen as new.
 */
import { existsSync, readFileSync } from 'node:fs';
import { baselinePath } from '../record.ts';

export const ONLY_IMAGES = 'VISUAL_ONLY_IMAGES';

/**
 * The one change a whole edit is, where the prediction found it one change and nothing else: its
 * cause's key (`token:pink.600`), and the tokens a drawing may name it by.
 */
export interface Alone {
  key: string;
  tokens: string[];
}

/** What the file holds: the images, and whether the run needs the site and Storybook. */
export interface OnlyList {
  images: string[];
  site: boolean;
  storybook: boolean;
  /** The one cause the whole edit is, where it is one change alone (impact/). */
  alone?: Alone;
}

let read: OnlyList | undefined | null = null;

/** The run's list; none when it shoots everything. */
export function onlyList(): OnlyList | undefined {
  if (read === null) {
    const file = process.env[ONLY_IMAGES];
    read = file ? (JSON.parse(readFileSync(file, 'utf8')) as OnlyList) : undefined;
  }
  return read;
}

let images: Set<string> | undefined;

/** Whether this run shoots an image. */
export function shoots(image: string): boolean {
  const list = onlyList();
  if (!list) return true;
  images ??= new Set(list.images);
  return images.has(image) || !existsSync(baselinePath(image));
}
