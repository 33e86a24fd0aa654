import { ContactDetails, InfoPageHead, ProseSections } from '../../components/sections/info-page';
import { business } from '../../content/business';
import { privacyPage } from '../../content/pages/privacy';

/** `path`: its address, from its route (routes.tsx). */
export function PrivacyPage({ path }: { path: string }) {
  return (
    <>
      <InfoPageHead page={privacyPage} path={path} />
      <ProseSections sections={privacyPage.sections} />
      <ContactDetails
        id="privacy-contact"
        heading={privacyPage.contact.heading}
        text={privacyPage.contact.text}
        addressee={business.privacy.contact.role}
        email={business.privacy.contact.email}
        updated={privacyPage.updated}
      />
    </>
  );
}
