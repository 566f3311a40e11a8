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
  /** One sentence under the title. */
  description?: string;
}

const severityOf = (variant: CustomContentProps['variant']): NoticeVariant =>
  variant === 'success' || variant === 'error' ? variant : 'info';

/**
 * A notice in the site's style: a title, an optional sentence, and a close button. Errors are announced
 * at once (role alert); success and information politely (role status).
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
  severity: NoticeVariant;
  title: React.ReactNode;
  description?: string;
  onClose?: () => void;
}

/** The notice's face, also used on its own in Storybook. */
export function NoticeBody({ severity, title, description, onClose }: NoticeBodyProps) {
  return (
    <Alert
      severity={severity}
      variant="standard"
      onClose={onClose}
      role="presentation"
      sx={(theme) => ({
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
