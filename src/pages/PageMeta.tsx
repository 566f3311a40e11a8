import { site } from '../../content/site';

export interface PageMetaProps {
  title: string;
  description: string;
  noindex?: boolean;
}

/** The page's title and description (React places them in the document head). */
export function PageMeta({ title, description, noindex = false }: PageMetaProps) {
  return (
    <>
      <title>{`${title} · ${site.name}`}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
    </>
  );
}
