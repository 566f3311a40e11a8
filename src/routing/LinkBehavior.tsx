import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router-dom';

type LinkBehaviorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string };

/** True for a path of this host ("/about", "/#top"), false for absolute URLs, mailto: and "//host". */
export function isRouterPath(href: string | undefined): href is string {
  return typeof href === 'string' && href.startsWith('/') && !href.startsWith('//');
}

/**
 * The link every MUI Link and ButtonBase renders: paths of this host go through the router,
 * anything else (the other host, other websites, files) is a plain anchor.
 */
export const LinkBehavior = forwardRef<HTMLAnchorElement, LinkBehaviorProps>(function LinkBehavior(
  { href, children, ...props },
  ref,
) {
  if (isRouterPath(href) && !props.target && props.download === undefined) {
    return (
      <RouterLink ref={ref} to={href} {...props}>
        {children}
      </RouterLink>
    );
  }
  return (
    <a ref={ref} href={href} {...props}>
      {children}
    </a>
  );
});
