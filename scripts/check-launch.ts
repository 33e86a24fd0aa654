/**
 * npm run check:launch [-- --mode <mode>]
 *
 * Lists what would make the live site wrong (stand-in business values, no booking destination, an origin
 * that is not https) as errors, and the prices that differ between the home cards and the product pages as
 * warnings. Exits 1 when there is an error. `npm run build` runs the same check (scripts/lib/launch-check.ts).
 */
import { formatLaunchReport, loadLaunchInput, runLaunchCheck } from './lib/launch-check';

const modeIndex = process.argv.indexOf('--mode');
const mode = modeIndex > 0 ? (process.argv[modeIndex + 1] ?? 'production') : 'production';

const result = runLaunchCheck(await loadLaunchInput(mode));
console.log(formatLaunchReport(result));
process.exitCode = result.errors.length > 0 ? 1 : 0;
