import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import { toggleLabel } from '../prompts/promptLibraryText';
import { isPlainClick } from '../ui/plainClick';

export interface ShowMoreToggleProps {
  /** Whether every match is shown: the button then says 'Show Less'. */
  expanded: boolean;
  /** How many matches are hidden while it is collapsed: 'Show More (100 more prompts)'. */
  hidden: number;
  /** The address of the view it leads to (a link, so it works before the page's app has started). */
  href: string;
  /** The id of the grid it shows more or less of. */
  controls: string;
  /** Called on a plain click, in place of following the link. */
  onToggle: () => void;
}

/**
 * Under the prompt grid: 'Show More (N more prompts)', or 'Show Less' once every match shows. After
 * Show Less the list shrinks under the visitor, so the button brings itself back into view. Part of
 * PromptLibrary.
 */
export function ShowMoreToggle({ expanded, hidden, href, controls, onToggle }: ShowMoreToggleProps) {
  const button = useRef<HTMLAnchorElement>(null);
  const collapsing = useRef(false);

  useEffect(() => {
    if (!expanded && collapsing.current) button.current?.scrollIntoView({ block: 'center' });
    collapsing.current = false;
  }, [expanded]);

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Button
        ref={button}
        variant="outlined"
        size="large"
        href={href}
        aria-expanded={expanded}
        aria-controls={controls}
        endIcon={expanded ? <ExpandLessRounded /> : <ExpandMoreRounded />}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          collapsing.current = expanded;
          onToggle();
        }}
      >
        {toggleLabel(expanded, hidden)}
      </Button>
    </Box>
  );
}
