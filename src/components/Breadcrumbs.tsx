import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export interface Crumb {
  /** The page's name as its heading or menu item reads it: 'Prompt Library'. */
  label: string;
  /**
   * Where the crumb leads. Leave it out on the last crumb, the page the visitor is on: it shows as plain
   * text.
   */
  href?: string;
}

export interface BreadcrumbsProps {
  /**
   * The trail from the top down, the current page last: Home › Prompt Library › All Prompts, each a
   * label and, except the last, a link.
   */
  items: readonly Crumb[];
  /** The name screen readers give the trail; 'Breadcrumb' unless changed. Nothing on screen changes. */
  label?: string;
}

/**
 * The trail above a page's heading that shows where the page sits in the site: links to the pages
 * above it, then the current page in bold. It appears on the prompt library, the events list and each
 * event page.
 */
export function Breadcrumbs({ items, label = 'Breadcrumb' }: BreadcrumbsProps) {
  return (
    <MuiBreadcrumbs aria-label={label} sx={{ typography: 'body2' }}>
      {items.map((item) =>
        item.href ? (
          <Link
            key={item.label}
            href={item.href}
            underline="hover"
            sx={{ color: 'text.link', fontWeight: 500 }}
          >
            {item.label}
          </Link>
        ) : (
          <Typography
            key={item.label}
            variant="body2"
            aria-current="page"
            sx={{ color: 'text.primary', fontWeight: 600 }}
          >
            {item.label}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
