import { articleKindLabels, type ArticleKind } from './kinds';

/** How each kind of article is named and introduced; the lists, back links and not-found messages use it. */
export const knowledgeKinds: Record<
  ArticleKind,
  { label: string; heading: string; intro: string; backLabel: string; notFound: string; description: string }
> = {
  blog: {
    label: articleKindLabels.blog,
    heading: 'Property Inspection Blog',
    intro: 'In-depth reading on inspections, defects and looking after a home in Sydney.',
    description:
      'Long reads from our licensed builders on pre-purchase inspections, common defects in Australian homes and seasonal maintenance.',
    backLabel: 'Back to Articles',
    notFound: 'Article not found',
  },
  news: {
    label: articleKindLabels.news,
    heading: 'Industry News',
    intro: 'What is changing in NSW building, property and inspection practice, and what it means for you.',
    description:
      'NSW building regulation, the Sydney property market, thermal imaging and sustainable building: news explained for buyers and owners.',
    backLabel: 'Back to News',
    notFound: 'News article not found',
  },
  guides: {
    label: articleKindLabels.guides,
    heading: 'Buyer Guides',
    intro: 'Step-by-step guides for buyers who want to get the inspection part of a purchase right.',
    description:
      'Step-by-step guides for NSW home buyers: booking the right inspection at the right time, and reading the report that comes back.',
    backLabel: 'Back to Guides',
    notFound: 'Guide not found',
  },
  tips: {
    label: articleKindLabels.tips,
    heading: 'Inspection Tips',
    intro: 'Short, practical checklists for buyers, owners, investors and sellers.',
    description:
      'Practical checklists from our licensed builders: first-home buying, moisture and mould, structural warning signs, investing and selling.',
    backLabel: 'Back to Tips',
    notFound: 'Tip article not found',
  },
};
