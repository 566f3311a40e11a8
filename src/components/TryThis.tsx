import LightbulbRounded from '@mui/icons-material/LightbulbRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { measure } from '../../theme/measure';

export interface TryThisProps {
  /** The small teal heading over the text, and the note's spoken name, e.g. 'Try this'. */
  label: string;
  /** The thing to try, in two or three short sentences, e.g. 'With a grown-up, ask a chatbot a question you already know the answer to…'. */
  text: string;
}

/**
 * A small thing to try, in a pale teal box with a lightbulb, set apart from the reading. It closes
 * most sections of the AI Playbook.
 */
export function TryThis({ label, text }: TryThisProps) {
  return (
    <Box
      role="note"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        gap: 2,
        alignItems: 'start',
        p: { xs: 2, md: 2.5 },
        borderRadius: 3,
        bgcolor: 'accent.tint',
        border: 1,
        borderColor: 'accent.light',
        maxWidth: measure(72),
      }}
    >
      <LightbulbRounded aria-hidden="true" sx={{ color: 'accent.main', mt: 0.25 }} />
      <Box>
        <Typography variant="subtitle2" component="p" sx={{ color: 'accent.dark' }}>
          {label}
        </Typography>
        <Typography variant="body1">{text}</Typography>
      </Box>
    </Box>
  );
}
