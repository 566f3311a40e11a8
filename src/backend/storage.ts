/** The public storage bucket that holds the resource PDFs. */
export const RESOURCES_BUCKET = 'resources';

function storageBaseUrl(): string {
  return (import.meta.env.VITE_SUPABASE_URL ?? '').replace(/\/+$/, '');
}

/**
 * The public URL of a file in the `resources` bucket, computed locally as Supabase does
 * (`<project>/storage/v1/object/public/resources/<path>`); no request is made. Without a configured
 * project the URL is relative, served by the embedded local backend on the site's own origin.
 */
export function resourceUrl(pdfPath: string): string {
  const path = pdfPath.split('/').filter(Boolean).map(encodeURIComponent).join('/');
  return `${storageBaseUrl()}/storage/v1/object/public/${RESOURCES_BUCKET}/${path}`;
}
