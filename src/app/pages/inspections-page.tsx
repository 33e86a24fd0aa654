import type { ComponentType } from 'react';
import { Prerendered } from '../../components/prerendered';
import { InfoPageHead } from '../../components/sections/info-page';
import { inspectionsPage } from '../../content/pages/inspections';
import { paths } from '../../lib/paths';
import { islands } from '../islands';

/**
 * /inspections: its heading, and its body, which the route passes in for a navigation in the app. On the page
 * the browser loaded, `Body` is null and the body stays the prerendered HTML (see Prerendered).
 */
export function InspectionsPage({ Body }: { Body: ComponentType | null }) {
  return (
    <>
      <InfoPageHead page={inspectionsPage} path={paths.inspections()} />
      <Prerendered id={islands.inspectionsBody}>{Body ? <Body /> : undefined}</Prerendered>
    </>
  );
}
