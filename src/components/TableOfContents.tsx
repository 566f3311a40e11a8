import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface TableOfContentsProps {
  heading: string;
  /** Each entry links to the element with that id on the same page. */
  items: readonly { id: string; label: string }[];
}

/** A page's contents: numbered links to its sections' anchors. */
export function TableOfContents({ heading, items }: TableOfContentsProps) {
  const headingId = useId();
  return (
    <Box
      component="nav"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 2.5, md: 3 },
        borderRadius: 4,
        border: 1,
        borderColor: 'brand.border',
        bgcolor: 'brand.tint',
      }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {heading}
      </Typography>
      <Box
        component="ol"
        sx={{
          m: 0,
          pl: 3,
          columnGap: 4,
          columns: { xs: 1, sm: 2 },
          '& li': { breakInside: 'avoid', py: 0.5 },
          '& li::marker': { color: 'primary.main', fontWeight: 600 },
        }}
      >
        {items.map((item) => (
          <li key={item.id}>
            <Link href={`#${item.id}`} sx={{ fontWeight: 500 }}>
              {item.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
