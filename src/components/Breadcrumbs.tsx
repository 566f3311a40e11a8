import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export interface Crumb {
  label: string;
  /** Absent on the last crumb, the page the visitor is on. */
  href?: string;
}

/** Where the page sits in the site: links up the trail, the current page last. */
export function Breadcrumbs({ items, label = 'Breadcrumb' }: { items: readonly Crumb[]; label?: string }) {
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
