/**
 * The outside sources the site links to, each written once. Only official pages whose address is known for
 * certain: a home page, unless a deeper address was checked (issue 29: never a guessed deep link). The content
 * tests allow no other outside address, in prose or in an article's list of resources.
 */
export const sources = {
  ncat: { title: 'NSW Civil and Administrative Tribunal (NCAT)', url: 'https://ncat.nsw.gov.au/' },
  buildingCommission: {
    title: 'Building Commission NSW',
    url: 'https://www.nsw.gov.au/departments-and-agencies/building-commission',
  },
  fairTrading: { title: 'NSW Fair Trading', url: 'https://www.fairtrading.nsw.gov.au/' },
  legislation: { title: 'NSW Legislation', url: 'https://legislation.nsw.gov.au/' },
  standards: { title: 'Standards Australia', url: 'https://www.standards.org.au/' },
  planningPortal: { title: 'NSW Planning Portal', url: 'https://www.planningportal.nsw.gov.au/' },
  health: { title: 'NSW Health', url: 'https://www.health.nsw.gov.au/' },
  safework: { title: 'SafeWork NSW', url: 'https://www.safework.nsw.gov.au/' },
  asbestosSafety: {
    title: 'Asbestos and Silica Safety and Eradication Agency',
    url: 'https://www.asbestossafety.gov.au/',
  },
  revenue: { title: 'Revenue NSW', url: 'https://www.revenue.nsw.gov.au/' },
  moneysmart: { title: 'Moneysmart', url: 'https://moneysmart.gov.au/' },
  rba: { title: 'Reserve Bank of Australia', url: 'https://www.rba.gov.au/' },
  abs: { title: 'Australian Bureau of Statistics', url: 'https://www.abs.gov.au/' },
  valuerGeneral: { title: 'NSW Valuer General', url: 'https://www.valuergeneral.nsw.gov.au/' },
  nathers: { title: 'NatHERS', url: 'https://www.nathers.gov.au/' },
  abcb: { title: 'Australian Building Codes Board', url: 'https://www.abcb.gov.au/' },
} as const;

export type SourceName = keyof typeof sources;
