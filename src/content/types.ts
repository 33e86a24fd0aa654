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

export interface Stat {
  value: string;
  label: string;
}
