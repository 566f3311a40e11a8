/** A link in the site's navigation, as the header and footer receive it. */
export interface NavLinkItem {
  label: string;
  href: string;
  /** The current page: marked with aria-current and highlighted. */
  active?: boolean;
  /** Leaves the site: opens in a new tab. */
  external?: boolean;
}

/** A labelled group of links shown behind one trigger. */
export interface NavMenu {
  label: string;
  /** The trigger is highlighted when the current page belongs to the group. */
  active: boolean;
  items: NavLinkItem[];
}
