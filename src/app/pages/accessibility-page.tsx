import { ContactDetails, InfoPageHead, ProseSections } from '../../components/sections/info-page';
import { business } from '../../content/business';
import { accessibilityPage } from '../../content/pages/accessibility';
import { paths } from '../paths';

export function AccessibilityPage() {
  return (
    <>
      <InfoPageHead page={accessibilityPage} path={paths.accessibility()} />
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
