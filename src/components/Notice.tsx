import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { SnackbarContent, useSnackbar, type CustomContentProps } from 'notistack';
import { forwardRef } from 'react';
import type { NoticeVariant } from '../notices/noticeTypes';

declare module 'notistack' {
  interface VariantOverrides {
    success: { description?: string };
    error: { description?: string };
    info: { description?: string };
  }
}

export interface NoticeProps extends CustomContentProps {
  /** One optional sentence under the title, saying what happens next: 'Please try again later.' */
  description?: string;
}

const severityOf = (variant: CustomContentProps['variant']): NoticeVariant =>
  variant === 'success' || variant === 'error' ? variant : 'info';

/**
 * A notice that slides in at the bottom right of the screen just after the visitor did something (sent a
 * form, copied the badge's embed code): a title, an optional sentence and a close button.
 */
export const Notice = forwardRef<HTMLDivElement, NoticeProps>(function Notice(
  { id, message, variant, description },
  ref,
) {
  const { closeSnackbar } = useSnackbar();
  const severity = severityOf(variant);
  return (
    <SnackbarContent ref={ref} role={severity === 'error' ? 'alert' : 'status'}>
      <NoticeBody
        severity={severity}
        title={message}
        description={description}
        onClose={() => closeSnackbar(id)}
      />
    </SnackbarContent>
  );
});

export interface NoticeBodyProps {
  /**
   * The kind of news, which sets the icon and its colour: 'success' (green tick), 'error' (red warning)
   * or 'info' (blue 'i').
   */
  severity: NoticeVariant;
  /** What happened, in a few words: 'Registration submitted!' or 'Something went wrong'. */
  title: React.ReactNode;
  /**
   * One optional sentence under the title, saying what happens next: "We'll be in touch soon with next
   * steps". Without it the title sits alone, in regular weight.
   */
  description?: string;
  /** Called when the visitor presses the close cross. Leave it out and no cross is shown. */
  onClose?: () => void;
}

/**
 * What a notice looks like: a coloured icon, a title, an optional sentence and a close cross, on a
 * white card with a soft shadow.
 */
export function NoticeBody({ severity, title, description, onClose }: NoticeBodyProps) {
  return (
    <Alert
      severity={severity}
      variant="standard"
      onClose={onClose}
      role="presentation"
      sx={(theme) => ({
        // A white card: the status shows in the icon, not in a tinted panel as under a form.
        bgcolor: 'background.paper',
        width: { xs: '100%', sm: 356 },
        boxShadow: theme.tokens.elevation.medium,
        border: 1,
        borderColor: 'divider',
      })}
    >
      {description ? <AlertTitle sx={{ mb: 0.25 }}>{title}</AlertTitle> : title}
      {description ? <Typography variant="body2">{description}</Typography> : null}
    </Alert>
  );
}
