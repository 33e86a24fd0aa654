import { describeHost } from './support/host-checks';
import { vercel } from './support/hosts';
import { describeVercelBuild } from './support/vercel-build-checks';

// One file for both: each uses the repository's .vercel/, so they take turns (support/vercel-build-checks.ts).
describeVercelBuild();
describeHost(vercel);
