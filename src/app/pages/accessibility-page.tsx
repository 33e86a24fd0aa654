import { ContactDetails, InfoPageHead, ProseSections } from '../../components/sections/info-page';
import { business } from '../../content/business';
import { accessibilityPage } from '../../content/pages/accessibility';

/** `path`: its address, from its route (routes.tsx). */
export function AccessibilityPage({ path }: { path: string }) {
  return (
    <>
      <InfoPageHead page={accessibilityPage} path={path} />
      <ProseSections sections={accessibilityPage.sections} />
      <ContactDetails
        id="accessibility-contact"
        heading={accessibilityPage.contact.heading}
        text={accessibilityPage.contact.text}
        email={business.email}
        updated={accessibilityPage.updated}
      />
    </>
  );
}
