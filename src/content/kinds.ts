/** The four kinds of knowledge article; each has a list page and a folder of article modules. */
export const articleKinds = ['blog', 'news', 'guides', 'tips'] as const;

export type ArticleKind = (typeof articleKinds)[number];

/** Short names of the kinds, for navigation (the footer, list links). */
export const articleKindLabels: Record<ArticleKind, string> = {
  blog: 'Blog',
  news: 'News',
  guides: 'Guides',
  tips: 'Tips',
};
