/**
 * The booking page's entry (booking-page.html, `/booking/<token>`, issue 41): a client-rendered page for one
 * client, built apart from the public pages (scripts/lib/private-build.ts), so none of this reaches a public page.
 */
import { mountLinkPage } from '../../components/signed-link/mount';
import { BookingPageRoot, createBookingPageQueryClient } from './booking-page-app';
import { tokenFrom } from './client';
import './booking-page.css';

mountLinkPage(
  'booking-page',
  <BookingPageRoot client={createBookingPageQueryClient()} token={tokenFrom(window.location.pathname)} />,
);
