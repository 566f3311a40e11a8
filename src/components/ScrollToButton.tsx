import Button, { type ButtonProps } from '@mui/material/Button';
import type { ReactNode } from 'react';
import { JUMP_ATTRIBUTE } from '../ui/heldInput';

export interface ScrollToButtonProps extends Omit<ButtonProps, 'href' | 'onClick'> {
  /**
   * The id of the section to bring into view: 'registration-form'. Focus moves there too, so keyboard
   * and screen-reader users land in the same place.
   */
  target: string;
  /** The button's words, an action in Title Case: 'Register Your Interest'. */
  children?: ReactNode;
  /**
   * The button's weight: `contained` (solid pink) for the page's main action, as on the event pages; `text`
   * unless set.
   */
  variant?: ButtonProps['variant'];
  /** The button's height: `large` (52 px) at the top of an event page; `medium` (44 px) unless set. */
  size?: ButtonProps['size'];
}

/**
 * A button that takes the visitor down to a section of the same page, such as 'Register Your
 * Interest' at the top of an event page, which leads to the registration form. It is a link to the
 * section; the page script makes the section glide into view (src/start/pageScript.ts).
 */
export function ScrollToButton({ target, children, ...props }: ScrollToButtonProps) {
  return (
    <Button {...props} href={`#${target}`} {...{ [JUMP_ATTRIBUTE]: '' }}>
      {children}
    </Button>
  );
}
