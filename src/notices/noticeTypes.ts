export type NoticeVariant = 'success' | 'error' | 'info';

export interface NoticeOptions {
  variant: NoticeVariant;
  description?: string;
}

/** Shows one notice. */
export type ShowNotice = (title: string, options: NoticeOptions) => void;
