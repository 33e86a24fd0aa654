/**
 * The agreement page's entry (agreement.html, `/agreement/<token>`): a client-rendered page for one client,
 * built apart from the public pages (scripts/lib/private-build.ts), so none of this reaches a public page.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AgreementRoot, createAgreementQueryClient } from './agreement-app';
import { tokenFrom } from './client';
import './agreement.css';

const container = document.getElementById('agreement');
if (!container) throw new Error('#agreement is missing from agreement.html');
createRoot(container).render(
  <StrictMode>
    <AgreementRoot client={createAgreementQueryClient()} token={tokenFrom(window.location.pathname)} />
  </StrictMode>,
);
