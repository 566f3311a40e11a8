import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AssistantLink } from '../prompts/assistantLink';
import { externalLinkProps } from '../ui/externalLink';
import { visuallyHidden } from '../ui/visuallyHidden';

export interface AssistantChoiceProps {
  /** The assistant's name, e.g. 'ChatGPT'. */
  name: string;
  /**
   * Where it opens, and how the prompt gets there: in the address (`paste: false`), or copied for the
   * visitor to paste, because the assistant takes none in its address (`'unsupported'`) or the prompt
   * is too long for one (`'too-long'`); then a grey line under the name says so.
   */
  link: AssistantLink;
  /** Called as the visitor picks it, before the new tab opens. */
  onChoose: () => void;
}

/** The grey line under an assistant that takes the prompt by paste. */
function pasteNote(link: AssistantLink): string | undefined {
  if (link.paste === 'unsupported') return 'Copies the prompt for you to paste';
  if (link.paste === 'too-long') return 'Too long for a link: copies it for you to paste';
  return undefined;
}

/**
 * One assistant in the 'Open in' list: its name and a new-tab icon, and how the prompt gets there
 * where it goes by paste. Part of AssistantMenu.
 */
export function AssistantChoice({ name, link, onChoose }: AssistantChoiceProps) {
  const note = pasteNote(link);
  return (
    <Link
      href={link.href}
      {...externalLinkProps}
      underline="none"
      onClick={onChoose}
      sx={{
        display: 'block',
        px: 1.5,
        py: 1,
        color: 'text.primary',
        fontWeight: 600,
        '&:hover': { bgcolor: 'brand.tint' },
      }}
    >
      {name}
      <OpenInNewRounded
        aria-hidden="true"
        sx={{ fontSize: '1em', ml: 0.75, verticalAlign: '-0.125em', color: 'text.link' }}
      />
      <Box component="span" sx={visuallyHidden}>
        {' '}
        (opens in a new tab)
      </Box>
      {note && (
        <Typography
          component="span"
          variant="body2"
          sx={{ display: 'block', color: 'text.secondary', fontWeight: 400 }}
        >
          {note}
        </Typography>
      )}
    </Link>
  );
}
