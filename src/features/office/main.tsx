/**
 * The office's entry (office.html): a client-rendered page behind a sign-in, built apart from the public pages
 * (scripts/lib/private-build.ts), so none of this reaches a public page.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { watchActivity } from './activity';
import { createOfficeQueryClient, OfficeRoot } from './office-app';
import './office.css';

const container = document.getElementById('office');
if (!container) throw new Error('#office is missing from office.html');
document.title = 'Office';
watchActivity(document);
createRoot(container).render(
  <StrictMode>
    <OfficeRoot client={createOfficeQueryClient()} />
  </StrictMode>,
);
