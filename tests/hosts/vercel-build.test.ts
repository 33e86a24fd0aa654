import { describeVercelBuild } from './support/vercel-build-checks';

// In a tree of its own, so that it runs beside vercel dev (support/vercel-build-checks.ts).
describeVercelBuild();
