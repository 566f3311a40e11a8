/** A hosted Supabase project, as the build and the production server are told of it. */
export interface HostedConfig {
  url: string;
  anonKey: string;
}

/** The two settings that point the site at a hosted Supabase project (see .env.example). */
export const HOSTED_URL = 'VITE_SUPABASE_URL';
export const HOSTED_ANON_KEY = 'VITE_SUPABASE_ANON_KEY';

/**
 * The hosted project the environment names, or undefined for the embedded backend. Both settings
 * or neither: with one alone, a build would quietly send every form to a backend that is not there,
 * so it stops instead, naming the one that is missing.
 */
export function hostedConfig(env: Record<string, string | undefined>): HostedConfig | undefined {
  const url = env[HOSTED_URL]?.trim() || undefined;
  const anonKey = env[HOSTED_ANON_KEY]?.trim() || undefined;
  if (!url && !anonKey) return undefined;
  const both = 'Set both to use a hosted Supabase project, or neither for the embedded backend.';
  if (!url) throw new Error(`${HOSTED_ANON_KEY} is set but ${HOSTED_URL} is missing. ${both}`);
  if (!anonKey) throw new Error(`${HOSTED_URL} is set but ${HOSTED_ANON_KEY} is missing. ${both}`);
  if (!/^https?:\/\/[^/]/.test(url))
    throw new Error(
      `${HOSTED_URL} must be the project's address (https://<project>.supabase.co), not "${url}".`,
    );
  return { url, anonKey };
}
