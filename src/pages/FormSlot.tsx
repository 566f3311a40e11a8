import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { formLoading } from '../../content/forms';

/**
 * Where a page's form goes. The form's code (Formik, Yup, the backend client) is a part of its own
 * (src/routing/lazyPart.tsx): a prerendered page has it loaded before it hydrates; a page reached by
 * a link shows this line until it is in.
 */
export function FormSlot({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Box role="status" sx={{ minHeight: 320, py: 4 }}>
          <Typography sx={{ color: 'text.secondary' }}>{formLoading}</Typography>
        </Box>
      }
    >
      {children}
    </Suspense>
  );
}
