import { boolean, string } from 'yup';

/**
 * Field rules that mirror the database's CHECK constraints (supabase/migrations): what passes here is
 * what the database accepts, so a visitor learns about a problem beside the field, not from a failed
 * submission. Every text is trimmed before it is checked and before it is sent.
 */
export const limits = {
  shortText: 120,
  longText: 4000,
  email: 254,
  url: 500,
} as const;

/**
 * Blank characters: Unicode's white space and the format characters that draw nothing (zero-width
 * spaces and joiners, direction marks and controls, the word joiner, the byte order mark, the soft
 * hyphen). Trimmed from both ends of every text, never counted as filling a field, and never part of an
 * e-mail or web address. The same class as in the database (supabase/migrations/*_trimmed_text.sql).
 */
export const BLANK =
  '\\u0009-\\u000D\\u0020\\u0085\\u00A0\\u00AD\\u1680\\u180E\\u2000-\\u200F\\u2028-\\u202F\\u205F-\\u2064\\u2066-\\u206F\\u3000\\uFEFF';

const AROUND = new RegExp(`^[${BLANK}]+|[${BLANK}]+$`, 'g');

/** A text without the blank characters at its ends, as the database stores it. */
export const trimBlank = (value: string) => value.replace(AROUND, '');

// The same shapes as public.is_email and public.is_http_url.
const EMAIL = new RegExp(`^[^@${BLANK}]+@[^@.${BLANK}]+(\\.[^@.${BLANK}]+)+$`);
const HTTP_URL = new RegExp(
  `^https?://[^/?#.${BLANK}]+(\\.[^/?#.${BLANK}]+)*(:[0-9]{1,5})?([/?#][^${BLANK}]*)?$`,
  'i',
);
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** What the rules say under a field that needs attention. */
export const messages = {
  /** An empty line of text, by what it asks for: "Please enter your full name." */
  required: (what: string) => `Please enter ${what}.`,
  answer: 'Please write a few words here.',
  email: 'Please enter your email address.',
  emailShape: 'Please enter an email address like name@example.com.',
  url: 'Please enter the address of your LinkedIn profile.',
  urlShape: 'Please enter a web address like https://www.linkedin.com/in/your-name.',
  tooLong: (max: number) => `Please keep this under ${max.toLocaleString('en-GB')} characters.`,
} as const;

/** Characters as the database counts them: code points, so an emoji is one, not two. */
const characters = (value: string) => [...value].length;

/** A text trimmed of blank characters at its ends, held to `max` characters as the database counts them. */
const trimmedText = (max: number) =>
  string()
    .transform((value: unknown) => (typeof value === 'string' ? trimBlank(value) : value))
    .test(
      'max',
      messages.tooLong(max),
      (value) => value === undefined || value === null || characters(value) <= max,
    );

/** A required line of text: a name, a job title, a company. */
export const requiredText = (what: string) => trimmedText(limits.shortText).required(messages.required(what));

/** A required answer in the visitor's own words. */
export const requiredAnswer = (max: number = limits.longText) => trimmedText(max).required(messages.answer);

export const email = () =>
  trimmedText(limits.email).required(messages.email).matches(EMAIL, {
    message: messages.emailShape,
    excludeEmptyString: true,
  });

/**
 * A web address. People often type `linkedin.com/in/name`; that is read as `https://linkedin.com/in/name`.
 * Anything with another scheme (`javascript:`, `ftp:`) is refused.
 */
export const webAddress = () =>
  trimmedText(limits.url)
    .transform((value: string) => (value && !HAS_SCHEME.test(value) ? `https://${value}` : value))
    .required(messages.url)
    .matches(HTTP_URL, {
      message: messages.urlShape,
      excludeEmptyString: true,
    });

export const optionalFlag = () => boolean().default(false);
