import CodeRounded from '@mui/icons-material/CodeRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { COPY_TEXT_ATTRIBUTE, takeHeldCopy } from '../../ui/heldInput';
import { useNotify } from '../../notices/useNotify';
import { writeToClipboard, type ClipboardWriter } from '../../ui/useCopyText';
import { FoundingBadge } from './FoundingBadge';
import { BADGE_PNG_FILE, BADGE_PREVIEW_SIZE, BADGE_SVG_FILE } from '../../badge/foundingBadgeSvg';

export const EMBED_COPIED = 'Embed code copied to clipboard!';

export interface BadgePanelProps {
  /** The address Download PNG fetches; the file is saved as 'founding-member-badge.png'. */
  pngUrl: string;
  /** The address Download SVG fetches; the file is saved as 'founding-member-badge.svg'. */
  svgUrl: string;
  /**
   * The HTML Copy Embed Code puts on the clipboard (and shows, if the browser refuses): an image of
   * the badge, 300 × 300, round, with the pink glow.
   */
  embedCode: string;
  /**
   * Called when Copy Embed Code is pressed, to put the code on the clipboard; the site leaves it unset
   * and uses the browser's clipboard.
   */
  writeClipboard?: ClipboardWriter;
}

/**
 * The founding member badge with its three actions, Download PNG, Download SVG and Copy Embed Code,
 * so a member can show it off elsewhere. It sits in the badge section of the Founding 20 page.
 */
export function BadgePanel({
  pngUrl,
  svgUrl,
  embedCode,
  writeClipboard = writeToClipboard,
}: BadgePanelProps) {
  const notify = useNotify();
  const [showCode, setShowCode] = useState(false);

  const copyButton = useRef<HTMLButtonElement>(null);

  const copied = useCallback(
    (done: boolean) => {
      if (done) {
        notify.success(EMBED_COPIED);
        return;
      }
      // The browser would not let us: show the code so it can be copied by hand.
      setShowCode(true);
      notify.info('Copy the embed code below', 'Your browser didn’t let us copy it for you.');
    },
    [notify],
  );

  const copyEmbed = async () => {
    copied(
      await writeClipboard(embedCode).then(
        () => true,
        () => false,
      ),
    );
  };

  // Tapped before the app started, the page copied it by itself: the notice follows now.
  useEffect(() => {
    let mounted = true;
    void takeHeldCopy(copyButton.current)?.then((done) => {
      if (mounted) copied(done);
    });
    return () => {
      mounted = false;
    };
  }, [copied]);

  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
      <FoundingBadge size={BADGE_PREVIEW_SIZE} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: { xs: '100%', sm: 'auto' } }}>
        <Button variant="contained" href={pngUrl} download={BADGE_PNG_FILE} startIcon={<DownloadRounded />}>
          Download PNG
        </Button>
        <Button variant="outlined" href={svgUrl} download={BADGE_SVG_FILE} startIcon={<DownloadRounded />}>
          Download SVG
        </Button>
        <Button
          ref={copyButton}
          // What the page copies by itself when the button is tapped before the app has started.
          {...{ [COPY_TEXT_ATTRIBUTE]: embedCode }}
          variant="outlined"
          onClick={() => void copyEmbed()}
          startIcon={<CodeRounded />}
        >
          Copy Embed Code
        </Button>
      </Stack>
      {showCode && (
        <Box sx={{ width: '100%', maxWidth: '40rem' }}>
          <Typography variant="body2" component="label" htmlFor="badge-embed-code" sx={{ fontWeight: 600 }}>
            Embed code
          </Typography>
          <Box
            component="textarea"
            id="badge-embed-code"
            readOnly
            value={embedCode}
            rows={4}
            onFocus={(event) => event.currentTarget.select()}
            sx={{
              mt: 1,
              width: '100%',
              typography: 'code',
              p: 1.5,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'surface.subtle',
              color: 'text.primary',
              resize: 'vertical',
            }}
          />
        </Box>
      )}
    </Box>
  );
}
