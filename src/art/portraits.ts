import type { PortraitNumber } from '../../content/types';
import portrait1 from '../../theme/art/portrait-1.svg';
import portrait2 from '../../theme/art/portrait-2.svg';
import portrait3 from '../../theme/art/portrait-3.svg';
import portrait4 from '../../theme/art/portrait-4.svg';
import portrait5 from '../../theme/art/portrait-5.svg';

/** The five original portraits the site ships, by number; content refers to them as 1–5. */
const portraits: Record<PortraitNumber, string> = {
  1: portrait1,
  2: portrait2,
  3: portrait3,
  4: portrait4,
  5: portrait5,
};

export const portraitUrl = (portrait: PortraitNumber | undefined) =>
  portrait === undefined ? undefined : portraits[portrait];
