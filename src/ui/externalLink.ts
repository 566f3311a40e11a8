/** Attributes of every link that leaves the site: a new tab, with no opener and no referrer. */
export const externalLinkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;
