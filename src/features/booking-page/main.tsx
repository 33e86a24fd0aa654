/**
 * The booking page's entry (booking-page.html, `/booking/<token>`, issue 41): a client-rendered page for one
 * client, built apart from the public pages (scripts/lib/private-build.ts), so none of this reaches a public page.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BookingPageRoot, createBookingPageQueryClient } from './booking-page-app';
import { tokenFrom } from './client';
import './booking-page.css';

const container = document.getElementById('booking-page');
if (!container) throw new Error('#booking-page is missing from booking-page.html');
createRoot(container).render(
  <StrictMode>
    <BookingPageRoot client={createBookingPageQueryClient()} token={tokenFrom(window.location.pathname)} />
  </StrictMode>,
);
