import { ContactDetails, InfoPageHead, ProseSections } from '../../components/sections/info-page';
import { business } from '../../content/business';
import { privacyPage } from '../../content/pages/privacy';
import { paths } from '../paths';

export function PrivacyPage() {
  return (
    <>
      <InfoPageHead page={privacyPage} path={paths.privacy()} />
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
