// PLACEHOLDER until the lead's server lands
/**
 * The client's report API, /api/report/* (issue 58): a stand-in with the two exports the servers and the host
 * functions route by, so the wiring typechecks and answers before the report's server exists. Every path
 * answers 404 `link`, as a link that opens nothing does. The lead's handler (built with
 * ../signed-link/handler.ts) replaces this file on merge.
 */
import type { ReportError } from '../../api/report.js';
import type { RequestHandler } from '../config.js';
import { linkApi } from '../signed-link/handler.js';

const api = linkApi<ReportError>('/api/report');
export const { prefix: REPORT_PREFIX, isPath: isReportPath } = api;

export const handleReportRequest: RequestHandler = async () => api.failure(404, 'link');
