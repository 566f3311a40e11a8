import Button, { type ButtonProps } from '@mui/material/Button';

export interface ScrollToButtonProps extends Omit<ButtonProps, 'href' | 'onClick'> {
  /** The id of the element to bring into view; it also receives focus, so keyboard users land there too. */
  target: string;
}

/** A button that scrolls the page to a section of the same page (gently, unless less motion is asked for). */
export function ScrollToButton({ target, children, ...props }: ScrollToButtonProps) {
  return (
    <Button
      {...props}
      href={`#${target}`}
      onClick={(event) => {
        const element = document.getElementById(target);
        if (!element) return;
        event.preventDefault();
        const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        element.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
        if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
        element.focus({ preventScroll: true });
      }}
    >
      {children}
    </Button>
  );
}
