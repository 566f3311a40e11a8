/**
 * The service-role key of the embedded local backend: it reads rows the way the hosted service-role key
 * does (browser tests use it to check that a form's row landed). Not a secret, since it only works against
 * the local backend, and kept apart from the anon key so that nothing the browser loads can import it.
 * A hosted service-role key never belongs in the site's environment.
 */
export const LOCAL_SERVICE_ROLE_KEY = 'the-ai-edit-local-service-role-key';
