/**
 * The prerendered islands of the site (components/prerendered.tsx), one id each. The pages render them and
 * the route table asks whether the page the browser loaded holds one (so it can load a record's summary
 * instead of the whole): a module of its own, so the route table names them without importing the pages.
 */
export const islands = {
  footer: 'site-footer',
  menuPanel: 'menu-panel',
  articleBody: 'article-body',
  articleCta: 'article-cta',
  articleCards: 'article-cards',
  productDetails: 'product-details',
  productFaq: 'product-faq',
  serviceDetails: 'service-details',
  serviceMore: 'service-more',
  inspectionsBody: 'inspections-body',
} as const;
