import { useTheme } from '@mui/material/styles';
import { useLocation } from 'react-router-dom';
import { site } from '../../content/site';
import { useHost } from '../routing/HostContext';
import { documentTitle, siteNameOf } from './documentTitle';
import { SHARE_CARD_SIZE, shareCardFile, shareCardText } from './shareCard';

export interface PageMetaProps {
  title: string;
  description: string;
  /** Pages that must not be indexed (404, errors) also get no canonical address. */
  noindex?: boolean;
}

/**
 * The page's head: title, description, its canonical address on its own host's production origin,
 * the Open Graph and X/Twitter tags that make a shared link show a card, and the browser's bar in
 * the brand colour of the theme. React places them in the document head.
 */
export function PageMeta({ title, description, noindex = false }: PageMetaProps) {
  const host = useHost();
  const { pathname } = useLocation();
  const origin = site.origins[host.kind];
  const siteName = siteNameOf(host.kind);
  const fullTitle = documentTitle(host.kind, title);
  const url = `${origin}${pathname}`;
  const image = `${origin}/${shareCardFile(host.kind)}`;
  const card = shareCardText[host.kind];
  const imageAlt = `${card.eyebrow}: ${card.title}`;
  const brand = useTheme().palette.primary.main;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content="en_GB" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {!noindex && <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SHARE_CARD_SIZE.width)} />
      <meta property="og:image:height" content={String(SHARE_CARD_SIZE.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      <meta name="theme-color" content={brand} />
    </>
  );
}
