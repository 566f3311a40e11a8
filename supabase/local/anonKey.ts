/**
 * The anon key of the embedded local backend. Like Supabase's own local development keys it is public
 * by design: it only stands for "an anonymous visitor". Hosted projects use their own key from the env.
 */
export const LOCAL_ANON_KEY = 'the-ai-edit-local-anon-key';
