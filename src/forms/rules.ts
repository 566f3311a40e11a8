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

// The same shapes as public.is_email and public.is_http_url.
const EMAIL = /^[^@\s]+@[^@\s.]+(\.[^@\s.]+)+$/;
const HTTP_URL = /^https?:\/\/[^\s/?#.]+(\.[^\s/?#.]+)*(:\d{1,5})?([/?#]\S*)?$/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

const tooLong = (max: number) => `Please keep this under ${max.toLocaleString('en-GB')} characters.`;

/** A required line of text: a name, a job title, a company. */
export const requiredText = (what: string) =>
  string().trim().required(`Please enter ${what}.`).max(limits.shortText, tooLong(limits.shortText));

/** A required answer in the visitor's own words. */
export const requiredAnswer = (max: number = limits.longText) =>
  string().trim().required('Please write a few words here.').max(max, tooLong(max));

export const email = () =>
  string()
    .trim()
    .required('Please enter your email address.')
    .max(limits.email, tooLong(limits.email))
    .matches(EMAIL, {
      message: 'Please enter an email address like name@example.com.',
      excludeEmptyString: true,
    });

/**
 * A web address. People often type `linkedin.com/in/name`; that is read as `https://linkedin.com/in/name`.
 * Anything with another scheme (`javascript:`, `ftp:`) is refused.
 */
export const webAddress = () =>
  string()
    .trim()
    .transform((value: string) => (value && !HAS_SCHEME.test(value) ? `https://${value}` : value))
    .required('Please enter the address of your LinkedIn profile.')
    .max(limits.url, tooLong(limits.url))
    .matches(HTTP_URL, {
      message: 'Please enter a web address like https://www.linkedin.com/in/your-name.',
      excludeEmptyString: true,
    });

export const optionalFlag = () => boolean().default(false);
