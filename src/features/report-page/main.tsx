/**
 * The report page's entry (report-page.html, `/report/<token>`, issue 58): a client-rendered page for one
 * client, built apart from the public pages (scripts/lib/private-build.ts), so none of this reaches a public page.
 */
import { mountLinkPage } from '../../components/signed-link/mount';
import { createReportPageQueryClient, ReportPageRoot } from './report-page-app';
import { tokenFrom } from './client';
import './report-page.css';

mountLinkPage(
  'report-page',
  <ReportPageRoot client={createReportPageQueryClient()} token={tokenFrom(window.location.pathname)} />,
);
