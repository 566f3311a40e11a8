import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { formLoading } from '../../content/pages';
import { PART_ATTRIBUTE, PART_READY_ATTRIBUTE } from '../early/earlyKeys';
import { takeOverEarlyClicks } from '../early/takeover';
import { partHydrated } from '../ui/useClientValue';

/**
 * Says the part is the app's: the head script stops answering for it, the taps it held there are
 * replayed, and what waits above the parts may change. Its effect runs once the part has hydrated
 * (or been drawn), after the part's own.
 */
function PartReady({ slot }: { slot: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    slot.current?.setAttribute(PART_READY_ATTRIBUTE, '');
    takeOverEarlyClicks();
    partHydrated();
  }, [slot]);
  return null;
}

/**
 * Where a page's form goes. The form's code (Formik, Yup, the backend client) is a part of its own
 * (src/routing/lazyPart.tsx). A prerendered page hydrates without it: the form stays as it was
 * written, the head script keeping what is typed and sent there (src/early/), until its code is in
 * and it hydrates. A page reached by a link shows this line until then.
 */
export function FormSlot({ children }: { children: ReactNode }) {
  const slot = useRef<HTMLDivElement>(null);
  return (
    <div ref={slot} {...{ [PART_ATTRIBUTE]: '' }}>
      <Suspense
        fallback={
          <Box role="status" sx={{ minHeight: 320, py: 4 }}>
            <Typography sx={{ color: 'text.secondary' }}>{formLoading}</Typography>
          </Box>
        }
      >
        {children}
        <PartReady slot={slot} />
      </Suspense>
    </div>
  );
}
