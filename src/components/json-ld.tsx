import type { JsonLdObject } from '../lib/business-json-ld';

/** One structured-data block. Data, not code: CSP does not apply to it and it is never executed. */
export function JsonLd({ data }: { data: JsonLdObject }) {
  // '<' is escaped so no string in the content can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
