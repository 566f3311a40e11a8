/**
 * The anon key of the embedded local backend: a JWT (ES256) whose only claim is the anonymous visitor's
 * role, as hosted Supabase's anon key is. Public by design: it is in every page that has a form. It was
 * signed once with a key pair whose private half was not kept, so the backend (which holds only the
 * public half, in jwt.ts) can check a bearer token but nobody can make another one, for this role or any
 * other. Hosted projects use their own key from the environment.
 */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6ImxvY2FsLTIwMjYifQ.eyJpc3MiOiJ0aGUtYWktZWRpdC1sb2NhbCIsInJvbGUiOiJhbm9uIiwiaWF0IjoxNzk1NDc4NDAwLCJleHAiOjQxMDI0NDQ4MDB9.ICPbsGzcnl-qxdQgmXnUjn6X64ekTYYkgZthAX58krcJE_piLEt9WR5IdhWZ88Iwv53LnbInspcu0SZzJWLlhg';
