/**
 * The agreement page's entry (agreement.html, `/agreement/<token>`): a client-rendered page for one client,
 * built apart from the public pages (scripts/lib/private-build.ts), so none of this reaches a public page.
 */
import { mountLinkPage } from '../../components/signed-link/mount';
import { AgreementRoot, createAgreementQueryClient } from './agreement-app';
import { tokenFrom } from './client';
import './agreement.css';

mountLinkPage(
  'agreement',
  <AgreementRoot client={createAgreementQueryClient()} token={tokenFrom(window.location.pathname)} />,
);
