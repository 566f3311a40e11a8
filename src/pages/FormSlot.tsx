import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { formLoading } from '../../content/forms';

/**
 * Where a page's form goes. The form's code (Formik, Yup, the backend client) loads after the page's
 * own: a prerendered page shows the form as written and the form comes alive when its code is in; a
 * page reached by a link shows this line for that moment.
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
