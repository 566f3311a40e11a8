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
 * Where a form sits on an event page and on the tools page: the form itself once it has loaded, and
 * until then a quiet line, 'Loading the form…'.
 */
export function FormSlot({
  children,
}: {
  /** The form to show, e.g. the event's registration form; the line shows until it has loaded. */
  children: ReactNode;
}) {
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
