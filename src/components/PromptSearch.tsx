import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { TextInput } from './TextInput';

export interface PromptSearchProps {
  /** What is in the box now, e.g. 'linkedin'. */
  value: string;
  /** Called when the visitor types, with the whole search as it now reads. */
  onChange: (value: string) => void;
  /** Grey example text in the empty box. The specification's 'Search prompts...' unless given. */
  placeholder?: string;
  /** The box's name for screen readers; not shown. 'Search prompts' unless given. */
  label?: string;
  /**
   * Whether pressing / anywhere on the page (outside a text field) moves focus here; it also shows the
   * '/' key hint at the right of the box on wider screens. On unless turned off.
   */
  slashShortcut?: boolean;
  /** Lets the owner move focus to the box (after Clear filters, say). Nothing on screen. */
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Called when the visitor presses Enter in the box: the page puts the search in its address at once. */
  onSubmit?: () => void;
  /**
   * The other choices of the view that Enter keeps, e.g. `{ tag: 'linkedin' }`, so pressing Enter does not
   * lose the chosen tag. Nothing on screen.
   */
  keep?: Readonly<Record<string, string>>;
}

function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The search box at the top of the prompt library: the cards narrow to the prompts whose title,
 * description or tags hold what the visitor types. Pressing / anywhere on the page jumps to it.
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

  // Listening from the moment the box is on screen: a passive effect runs only after the browser has
  // painted, and a / pressed in between was lost (a story's play function pressed it there every time).
  useLayoutEffect(() => {
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
      <TextInput
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
