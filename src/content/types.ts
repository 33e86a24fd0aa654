/** Shapes of the small content records that need no schema of their own beyond TypeScript. */

/** A price as the home page shows it: a 'from' amount or a quote label. */
export type HomePrice = { kind: 'from'; amount: number } | { kind: 'quote'; label: string };

export interface AddOn {
  slug: string;
  title: string;
  /** Price in whole Australian dollars, GST inclusive. */
  price: number;
  description: string;
}

export interface ProductCard {
  /** Slug of the product this card books and links to. */
  slug: string;
  /** One sentence under the title. */
  description: string;
  price: HomePrice;
  /** Three or four short bullets. */
  features: readonly string[];
}

export type IconName =
  | 'shield-check'
  | 'clock'
  | 'thermometer'
  | 'file-text'
  | 'badge-check'
  | 'hard-hat'
  | 'home'
  | 'search'
  | 'building';

export interface SellingPoint {
  icon: IconName;
  title: string;
  description: string;
}

/**
 * A claim in a headline place (the home hero's highlights, the stats), with the qualifier it needs standing
 * beside it: a reader takes the dominant impression from the claim, so its "usually" cannot live only in a
 * card further down (ACL s18; issue 55).
 */
export interface Highlight {
  /** The claim, in the brief's words. */
  claim: string;
  /** What limits it ("usually", "subject to access and availability"), shown with it; absent when nothing does. */
  qualifier?: string;
}

export interface Stat {
  value: string;
  label: string;
  /** What limits the figure, shown on the stat's own line under its label. */
  qualifier?: string;
}
