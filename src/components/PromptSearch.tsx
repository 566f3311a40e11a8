import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { TextBox } from './TextBox';

export interface PromptSearchProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  label?: string;
  /** Whether pressing / anywhere on the page (outside a text field) moves focus here. */
  slashShortcut?: boolean;
  /** Lets the owner move focus to the box (after Clear filters, say). */
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Enter in the box: the search goes into the address at once. */
  onSubmit?: () => void;
  /**
   * The other parts of the view Enter keeps (`tag`, `more`), as hidden fields: before the app starts
   * and with JavaScript off, Enter is the browser's own search form, leading to `?q=…`.
   */
  keep?: Readonly<Record<string, string>>;
}

function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The library's search box; '/' jumps to it, as on most sites with a search. It is a search form:
 * Enter leads to `?q=` even before the app has started.
 */
export function PromptSearch({
  value,
  onChange,
  placeholder = 'Search prompts...',
  label = 'Search prompts',
  slashShortcut = true,
  inputRef,
  onSubmit,
  keep = {},
}: PromptSearchProps) {
  const fallback = useRef<HTMLInputElement | null>(null);
  const own = inputRef ?? fallback;

  useEffect(() => {
    if (!slashShortcut) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || typingInField(event.target)) return;
      event.preventDefault();
      own.current?.focus();
      own.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [slashShortcut, own]);

  // Built once, not per keystroke: the adornments then skip re-rendering while the visitor types.
  const adornments = useMemo(
    () => ({
      inputProps: {
        'aria-label': label,
        'aria-keyshortcuts': slashShortcut ? '/' : undefined,
        autoComplete: 'off',
        spellCheck: false,
      },
      startAdornment: (
        <InputAdornment position="start">
          <SearchRounded sx={{ color: 'text.secondary' }} />
        </InputAdornment>
      ),
      endAdornment: slashShortcut ? (
        <InputAdornment position="end" sx={{ display: { xs: 'none', md: 'flex' } }}>
          <Box
            component="kbd"
            aria-hidden="true"
            title="Press / to search"
            sx={{
              typography: 'code',
              px: 1,
              borderRadius: 0.75,
              border: 1,
              borderColor: 'divider',
              color: 'text.secondary',
              bgcolor: 'surface.subtle',
            }}
          >
            /
          </Box>
        </InputAdornment>
      ) : undefined,
    }),
    [label, slashShortcut],
  );

  return (
    <form
      role="search"
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <TextBox
        type="search"
        name="q"
        fullWidth
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        inputRef={own}
        {...adornments}
      />
      {Object.entries(keep).map(([name, kept]) => (
        <input key={name} type="hidden" name={name} value={kept} />
      ))}
    </form>
  );
}
